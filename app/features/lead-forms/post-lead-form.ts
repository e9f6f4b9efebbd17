import { IDEMPOTENCY_KEY_HEADER } from "../../../contract/leads/idempotency-key.ts";
import { type LeadKind, leadRoute } from "../../../contract/leads/lead-paths.ts";
import { ApiError, type ApiFailure, isRecord } from "~/lib/api-client";
import { CHALLENGE_FIELD } from "../../../contract/leads/lead-challenge.ts";
import { leadAttempts } from "./lead-attempt";
import type { SpamCheck } from "./spam-check";
import { visitOriginFields } from "./visit-origin";

/** Each form's current attempt, so a retry or a double click of the same values repeats its key. */
const attempts = new Map<LeadKind, ReturnType<typeof leadAttempts>>();

/**
 * Sends a lead form as the browser would post it (multipart FormData to the
 * form's action), but asking for JSON, with the attempt's Idempotency-Key:
 * the same values sent again (`values`, the files by their facts) repeat the
 * key, so the server stores one lead. Each send carries the form's envelope:
 * where the visit came from, and the spam check's solution (waited for while
 * it is being solved; a refused one is solved anew and the form sent once
 * more). Gives the answer's data, or throws an ApiError with the spec's
 * general texts (~/lib/api-client.ts).
 */
export function postLeadForm(kind: LeadKind, formData: FormData, values: unknown, check?: SpamCheck): Promise<unknown> {
  let formAttempts = attempts.get(kind);
  if (!formAttempts) {
    formAttempts = leadAttempts();
    attempts.set(kind, formAttempts);
  }
  const url = leadRoute(kind);
  const send = async (body: FormData, key: string) => {
    for (const [name, value] of Object.entries(visitOriginFields())) body.set(name, value);
    await setChallenge(body, check);
    try {
      const answer = await sendFormData(url, body, key);
      check?.spent();
      return answer;
    } catch (error) {
      if (!check || !refusedChallenge(error)) throw error;
      check.spent();
      await setChallenge(body, check);
      const answer = await sendFormData(url, body, key);
      check.spent();
      return answer;
    }
  };
  return formAttempts.send(formData, send, { sameAttemptAs: values });
}

/** The spam check's solution in the form's field, or no field when there is none to send (the lead goes unverified). */
async function setChallenge(body: FormData, check: SpamCheck | undefined): Promise<void> {
  const payload = await check?.payload();
  if (payload) body.set(CHALLENGE_FIELD, payload);
  else body.delete(CHALLENGE_FIELD);
}

/** The server refused the spam check's solution (expired, reused, from a key it no longer has): errors name its field. */
function refusedChallenge(error: unknown): boolean {
  return error instanceof ApiError && error.failure.kind === "error-answer" && error.failure.errors?.[CHALLENGE_FIELD] !== undefined;
}

async function sendFormData(url: string, body: FormData, idempotencyKey: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { Accept: "application/json", [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      credentials: "include",
      body,
    });
  } catch {
    throw new ApiError({ kind: "unreachable" });
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new ApiError({ kind: "no-answer" });
  }
  const data = parseJson(text);
  if (!response.ok) throw new ApiError(failureOf(response.status, data));
  return data;
}

function parseJson(text: string): unknown {
  try {
    return text.trim() === "" ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/** An error answer as the JSON client reads one: its message and its per-field messages. */
export function failureOf(status: number, data: unknown): ApiFailure {
  const record = isRecord(data) ? data : {};
  const message = typeof record.message === "string" && record.message.trim() !== "" ? record.message : undefined;
  const errors = isRecord(record.errors)
    ? Object.fromEntries(Object.entries(record.errors).filter((entry): entry is [string, string] => typeof entry[1] === "string"))
    : {};
  return { kind: "error-answer", status, ...(message ? { message } : {}), ...(Object.keys(errors).length > 0 ? { errors } : {}) };
}
