import { useId, useState } from "react";
import { Modal } from "~/components/modal";
import { ErrorSummary, TextField } from "../form-fields/form-fields";
import { HoneypotInput } from "../form-fields/honeypot-input";
import { SendError } from "../form-fields/send-error";
import { sendLead } from "../form-fields/send-lead";
import { useLeadForm } from "../form-fields/use-lead-form";
import { errorSummaryItems } from "../form-fields/validate-form";
import { DataNotice } from "../lead-forms/data-notice";
import { type DownloadRequestValues, downloadConfirmation, downloadFormSchema } from "./download-request";
import type { DownloadItem } from "./download-items";

const LABELS = { email: "Email" } as const;
const EMPTY: DownloadRequestValues = { email: "", website: "" };

/** The e-mail modal of the tools and media pages: a valid address, sent as a request for this file, which the team e-mails. */
export function DownloadRequestModal({ item, onClose }: { item: DownloadItem | null; onClose: () => void }) {
  return (
    <Modal open={item !== null} onClose={onClose} title="Get this file by e-mail" description={item ? `${item.title} (${item.format})` : undefined}>
      {item && <DownloadForm item={item} onClose={onClose} />}
    </Modal>
  );
}

function DownloadForm({ item, onClose }: { item: DownloadItem; onClose: () => void }) {
  const { summaryRef, confirmationRef, ...form } = useLeadForm(downloadFormSchema, EMPTY);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const prefix = useId();
  const fieldId = (field: "email") => `${prefix}-${field}`;
  const sending = form.status === "sending";

  if (form.status === "sent" && sentTo) {
    return (
      <div className="flex flex-col gap-4">
        <output ref={confirmationRef} tabIndex={-1} className="block rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-900 focus:outline-none">
          {downloadConfirmation(item.title, sentTo)}
        </output>
        <button type="button" className="btn btn-primary self-end" onClick={onClose}>
          Close
        </button>
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
        void form.send(() => sendLead("download-request", { resourceId: item.id, ...data }));
      }}
    >
      <div>
        <ErrorSummary items={errorSummaryItems<"email">(form.errors, ["email"], LABELS)} fieldId={fieldId} summaryRef={summaryRef} />
        <SendError text={form.status === "error" ? form.errorText : null} />
        <p className="text-slate-700">We will e-mail you this file.</p>
      </div>
      <fieldset disabled={sending} className="flex flex-col gap-4">
        <TextField id={fieldId("email")} name="email" type="email" label={LABELS.email} required autoComplete="email" initialFocus value={form.values.email} error={form.errors.email} onChange={(v) => form.setField("email", v)} />
        <HoneypotInput id={`${prefix}-website`} value={form.values.website} onChange={(v) => form.setField("website", v)} />
        <DataNotice kind="download-request" />
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
