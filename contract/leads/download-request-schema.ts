import * as z from "zod/mini";
import { contentId } from "./content-id.ts";
import { honeypot, requiredEmail } from "./lead-fields.ts";

/**
 * The tools and media pages' download modal (spec 2 §3): an e-mail address,
 * sent with the id of the file asked for. The team e-mails the file.
 */
export const downloadRequestSchema = z.strictObject({
  resourceId: contentId("Please choose a file from the library."),
  email: requiredEmail(),
  website: honeypot(),
});

export const DOWNLOAD_REQUEST_REQUIRED_FIELDS = ["resourceId", "email"] as const;

export type DownloadRequestInput = z.input<typeof downloadRequestSchema>;
export type DownloadRequestSubmission = z.output<typeof downloadRequestSchema>;
