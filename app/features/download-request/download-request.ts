import * as z from "zod/mini";
import { requiredEmail } from "../../../contract/leads/lead-fields.ts";

/** The tool and media download modals' record (spec 2 §3): an e-mail address. */
export const downloadRequestSchema = z.strictObject({ email: requiredEmail() });

export type DownloadRequest = z.output<typeof downloadRequestSchema>;

/** What the modal says once the address is valid. */
export function downloadConfirmation(title: string, email: string): string {
  return `${title} is on its way to ${email}. It should arrive within a few minutes; check your spam folder if it doesn't.`;
}
