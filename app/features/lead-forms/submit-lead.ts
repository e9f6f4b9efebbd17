import type { ContactRequest } from "../../../contract/leads/contact-schema.ts";
import type { IncubationRequest } from "../../../contract/leads/incubation-schema.ts";
import { INCUBATION_DEFAULT_MESSAGE } from "../../../contract/leads/lead-messages.ts";
import type { PartnershipRequest } from "../../../contract/leads/partnership-schema.ts";
import { isRecord } from "~/lib/api-client";
import { ApplicationNotAccepted } from "./lead-error-text";
import { postLead } from "./post-lead";

/** Spec §7: the contact answer is returned as it is. */
export function submitContact(request: ContactRequest): Promise<unknown> {
  return postLead("contact", request);
}

/** The partnership answer is not read; only a failure's message is used. */
export function submitPartnership(request: PartnershipRequest): Promise<unknown> {
  return postLead("partnership", request);
}

export type IncubationResult = { success: true; applicationId?: string; message: string };

export async function submitIncubation(request: IncubationRequest): Promise<IncubationResult> {
  return interpretIncubationAnswer(await postLead("incubation", request));
}

/**
 * Spec §5/§7: the answer is read for success, applicationId and message. It
 * is a success when it says so, or says nothing of success but carries an
 * applicationId; otherwise the application failed, with the server's
 * message or 'Failed to submit application'.
 */
export function interpretIncubationAnswer(data: unknown): IncubationResult {
  const answer = isRecord(data) ? data : {};
  const applicationId = typeof answer.applicationId === "string" && answer.applicationId !== "" ? answer.applicationId : undefined;
  const message = typeof answer.message === "string" && answer.message !== "" ? answer.message : undefined;
  const accepted = answer.success === true || (answer.success === undefined && applicationId !== undefined);
  if (!accepted) throw new ApplicationNotAccepted(message);
  return { success: true, ...(applicationId ? { applicationId } : {}), message: message ?? INCUBATION_DEFAULT_MESSAGE };
}
