import type { ContactRequest } from "../../../contract/leads/contact-schema.ts";
import { TEXT_LIMITS } from "../../../contract/leads/lead-limits.ts";
import { LEAD_API_PATHS } from "../../../contract/leads/lead-paths.ts";
import { postJson } from "~/lib/api-client";

/**
 * The corporate inquiry, investor access request and event registration
 * reach the team as contact messages, stored like every lead, until they get
 * lead kinds of their own (issue "Every form is a lead"). Nothing the visitor
 * sends is lost in the meantime.
 */
export async function deliverAsContactMessage(request: ContactRequest): Promise<void> {
  await postJson(LEAD_API_PATHS.contact, request);
}

/** A contact message that starts with what kind of request it is, kept within the message limit. */
export function requestMessage(heading: string, details: readonly string[], visitorMessage = ""): string {
  const text = [heading, ...details, visitorMessage.trim() && `\n${visitorMessage.trim()}`].filter(Boolean).join("\n");
  return text.slice(0, TEXT_LIMITS.longText);
}
