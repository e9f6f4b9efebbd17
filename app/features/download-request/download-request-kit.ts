import { postLead } from "../lead-forms/post-lead";
import { summaryFormKit } from "../lead-forms/summary-form-kit";
import type { DownloadRequestItem } from "./download-items";
import { downloadConfirmation, downloadFormSchema } from "./download-request";

/** The download modal's kit (../lead-forms/lead-form-kit.ts) for one file: a valid address, sent as a request for this file. */
export function downloadRequestKit(item: Pick<DownloadRequestItem, "id" | "title">) {
  return summaryFormKit(downloadFormSchema, async (request) => {
    await postLead("download-request", { resourceId: item.id, ...request });
    return downloadConfirmation(item.title, request.email);
  });
}
