import { INCUBATION_DEFAULT_MESSAGE } from "../../../contract/leads/lead-messages.ts";
import { isRecord } from "~/lib/api-client";
import { ApplicationNotAccepted } from "./lead-error-text";

/** An accepted application, as the incubation form (./incubation-form.tsx) shows it. */
export type IncubationResult = { success: true; applicationId?: string; message: string };

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
