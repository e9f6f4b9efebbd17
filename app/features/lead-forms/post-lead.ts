import { IDEMPOTENCY_KEY_HEADER } from "../../../contract/leads/idempotency-key.ts";
import { LEAD_API_PATHS, type LeadKind } from "../../../contract/leads/lead-paths.ts";
import { postJson } from "~/lib/api-client";
import { type AttemptOptions, leadAttempts } from "./lead-attempt";

/** Each form's current attempt, kept across remounts so a retry after navigating back still counts as one. */
const attempts = new Map<LeadKind, ReturnType<typeof leadAttempts>>();

/**
 * POSTs a lead form's request with its attempt's Idempotency-Key: sending
 * the same values again (a retry, a double click) repeats the key, so the
 * server stores one lead and answers the repeat as it answered the first.
 */
export function postLead(kind: LeadKind, request: unknown, options?: AttemptOptions): Promise<unknown> {
  let formAttempts = attempts.get(kind);
  if (!formAttempts) {
    formAttempts = leadAttempts();
    attempts.set(kind, formAttempts);
  }
  return formAttempts.send(request, (body, key) => postJson(LEAD_API_PATHS[kind], body, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } }), options);
}
