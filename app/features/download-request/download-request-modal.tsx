import { Modal } from "~/components/modal";
import { InputField } from "../lead-forms/form-fields";
import { ModalLeadForm } from "../lead-forms/modal-lead-form";
import { postLead } from "../lead-forms/post-lead";
import { useLeadFormWithSummary } from "../lead-forms/use-lead-form-with-summary";
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
  const { summaryRef, confirmationRef, ...form } = useLeadFormWithSummary(downloadFormSchema, EMPTY, async (request) => {
    await postLead("download-request", { resourceId: item.id, ...request });
    return downloadConfirmation(item.title, request.email);
  });

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
