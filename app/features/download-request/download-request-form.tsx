import { InputField } from "../lead-forms/form-fields";
import { ModalLeadForm } from "../lead-forms/modal-lead-form";
import { useLeadFormWithSummary } from "../lead-forms/use-lead-form-with-summary";
import type { DownloadRequestItem } from "./download-items";
import type { DownloadRequestValues } from "./download-request";

const LABELS = { email: "Email" } as const;
const EMPTY: DownloadRequestValues = { email: "", website: "" };

/**
 * The download modal's form: a valid address, sent as a request for this
 * file, which the team e-mails. Loaded when the modal first opens
 * (./download-request-modal.tsx); its kit on the first focus inside it.
 */
export function DownloadForm({ item, onClose }: { item: DownloadRequestItem; onClose: () => void }) {
  const { summaryRef, confirmationRef, ...form } = useLeadFormWithSummary(EMPTY, () => import("./download-request-kit").then((kit) => kit.downloadRequestKit(item)));

  return (
    <ModalLeadForm
      form={form}
      summaryRef={summaryRef}
      confirmationRef={confirmationRef}
      kind="download-request"
      label="Download request"
      labels={LABELS}
      intro={<p className="text-slate-700">We will e-mail you this file.</p>}
      submitLabel="Send Me the File"
      busyLabel="Sending..."
      onClose={onClose}
      closeLabel="Close"
    >
      <InputField field={form.field("email")} label={LABELS.email} type="email" required autoComplete="email" initialFocus />
    </ModalLeadForm>
  );
}
