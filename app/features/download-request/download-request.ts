import * as z from "zod/mini";
import { downloadRequestSchema } from "../../../contract/leads/download-request-schema.ts";

/**
 * What the tool and media download modals ask (spec 2 §3): an e-mail address,
 * and the honeypot; the file's id goes with it when sent.
 */
export const downloadFormSchema = z.omit(downloadRequestSchema, { resourceId: true });

export type DownloadRequest = z.output<typeof downloadFormSchema>;
export type DownloadRequestValues = z.input<typeof downloadFormSchema>;

/**
 * What the modal says once the request is stored: the visitor's confirmation
 * and the team's notification are in the outbox, and the team e-mails the file.
 */
export function downloadConfirmation(title: string, email: string): string {
  return `Thank you. ${title} is on its way: our team e-mails it to ${email} within one working day.`;
}
