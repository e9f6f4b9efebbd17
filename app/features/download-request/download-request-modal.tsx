import { useId, useState } from "react";
import { Link } from "~/components/link";
import { Modal } from "~/components/modal";
import { contactLink } from "~/lib/contact-link";
import { DataNotice } from "../form-fields/data-notice";
import { ErrorSummary, TextField } from "../form-fields/form-fields";
import { useLeadForm } from "../form-fields/use-lead-form";
import { errorSummaryItems } from "../form-fields/validate-form";
import { type DownloadRequest, downloadConfirmation, downloadRequestSchema, downloadRequestTopic } from "./download-request";
import type { DownloadItem } from "./download-items";

const LABELS = { email: "Email" } as const;
const EMPTY: DownloadRequest = { email: "" };

/** The e-mail modal of the tools and media pages: a valid address, then the way to the file. */
export function DownloadRequestModal({ item, onClose }: { item: DownloadItem | null; onClose: () => void }) {
  return (
    <Modal open={item !== null} onClose={onClose} title="Get this file by e-mail" description={item ? `${item.title} (${item.format})` : undefined}>
      {item && <DownloadForm item={item} onClose={onClose} />}
    </Modal>
  );
}

function DownloadForm({ item, onClose }: { item: DownloadItem; onClose: () => void }) {
  const { summaryRef, confirmationRef, ...form } = useLeadForm(downloadRequestSchema, EMPTY);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const prefix = useId();
  const fieldId = (field: keyof DownloadRequest) => `${prefix}-${field}`;
  const sending = form.status === "sending";

  if (form.status === "sent" && sentTo) {
    return (
      <div className="flex flex-col gap-4">
        <output ref={confirmationRef} tabIndex={-1} className="block rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-900 focus:outline-none">
          {downloadConfirmation(item.title, sentTo)}
        </output>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Close
          </button>
          <Link to={contactLink(downloadRequestTopic(item.title))} className="btn btn-primary">
            Confirm on the Contact Form
          </Link>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label="Download request"
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        const data = form.check(e);
        if (!data) return;
        setSentTo(data.email);
        void form.send(async () => {});
      }}
    >
      <div>
        <ErrorSummary items={errorSummaryItems(form.errors, ["email"], LABELS)} fieldId={fieldId} summaryRef={summaryRef} />
        <p className="text-slate-700">We will e-mail you a download link for this file.</p>
      </div>
      <fieldset disabled={sending} className="flex flex-col gap-4">
        <TextField id={fieldId("email")} name="email" type="email" label={LABELS.email} required autoComplete="email" initialFocus value={form.values.email} error={form.errors.email} onChange={(v) => form.setField("email", v)} />
        <DataNotice purpose="to send you this file" />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary">
            {sending ? "Sending..." : "Send Me the File"}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
