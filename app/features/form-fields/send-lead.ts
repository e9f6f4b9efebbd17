import { LEAD_API_PATHS, type LeadKind } from "../../../contract/leads/lead-paths.ts";
import { postJson } from "~/lib/api-client";

/**
 * Sends a content page's form to its own endpoint, where it is checked with
 * the same schema, stored as a lead of its kind and e-mailed like the main
 * forms. A failure is an ApiError with the text to show.
 */
export async function sendLead(kind: LeadKind, request: unknown): Promise<void> {
  await postJson(LEAD_API_PATHS[kind], request);
}
