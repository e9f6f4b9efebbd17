import * as z from "zod/mini";
import { requiredEmail } from "../../../contract/leads/lead-fields.ts";

/** The tool and media download modals' record (spec 2 §3): an e-mail address. */
export const downloadRequestSchema = z.strictObject({ email: requiredEmail() });

export type DownloadRequest = z.output<typeof downloadRequestSchema>;

/**
 * What the modal says once the address is valid. Files are sent by the team,
 * so the request goes on through the contact form, where it is stored as a
 * lead (until download requests get a lead kind of their own).
 */
export function downloadConfirmation(title: string, email: string): string {
  return `Our team e-mails ${title} on request. Confirm your request on the contact form and we will send it to ${email}.`;
}

/** The contact-form topic that carries the request. */
export function downloadRequestTopic(title: string): string {
  return `Download request: ${title}`;
}
