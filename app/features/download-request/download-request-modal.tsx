import { Modal } from "~/components/modal";
import { onDemand } from "../lead-forms/on-demand";
import { OnDemandForm } from "../lead-forms/on-demand-form";
import type { DownloadRequestItem } from "./download-items";

/** The form's code, loaded the first time the modal opens. */
const downloadForm = onDemand(() => import("./download-request-form").then((module) => module.DownloadForm));

/** The e-mail modal of the tools and media pages: a valid address, sent as a request for this file, which the team e-mails. */
export function DownloadRequestModal({ item, onClose }: { item: DownloadRequestItem | null; onClose: () => void }) {
  return (
    <Modal open={item !== null} onClose={onClose} title="Get this file by e-mail" description={item ? `${item.title} (${item.format})` : undefined}>
      {item && <OnDemandForm form={downloadForm} props={{ item, onClose }} />}
    </Modal>
  );
}
