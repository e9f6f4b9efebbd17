import { API_BASE_PATH } from "../../contract/site-paths.ts";

/**
 * The JSON API client (spec §7) and the general rows of the error catalogue
 * (spec §8). Requests are JSON with `Accept: application/json` and cookies
 * included; a success answer is unwrapped to its data; a failure becomes an
 * ApiError whose message is the text to show.
 */

/** Base path of every call: VITE_API_BASE at build time, /api by default. */
export const API_BASE: string = apiBase(import.meta.env.VITE_API_BASE);

export function apiBase(configured: unknown): string {
  return typeof configured === "string" && configured.trim() !== "" ? configured.trim().replace(/\/+$/, "") : API_BASE_PATH;
}

/** Spec §8, general rows. */
export const API_ERROR_TEXT = {
  /** The server answered with an error but gave no message. */
  errorWithoutMessage: "An error occurred",
  /** No answer came from the server. */
  noResponse: "Network error occurred",
} as const;

/** Why a call failed, for callers that show their own texts (the incubation form). */
export type ApiFailure =
  /** The server answered with an error status. */
  | { kind: "error-answer"; status: number; message?: string; errors?: Record<string, string> }
  /** No connection: the request could not be sent (offline, DNS, refused, blocked). */
  | { kind: "unreachable" }
  /** Sent, but no (complete) answer came back in time. */
  | { kind: "no-answer" };

export class ApiError extends Error {
  readonly failure: ApiFailure;

  constructor(failure: ApiFailure) {
    super(apiErrorText(failure));
    this.name = "ApiError";
    this.failure = failure;
  }
}

/** The general text for a failure: the server's message, or the catalogue's fallback. */
function apiErrorText(failure: ApiFailure): string {
  if (failure.kind === "error-answer") return failure.message ?? API_ERROR_TEXT.errorWithoutMessage;
  return API_ERROR_TEXT.noResponse;
}

export type PostOptions = {
  /** Spec §9: no timeout by default. When set, a call without an answer by then fails as "no answer". */
  timeoutMs?: number;
  /** Cancels the call (the caller went away); the abort is rethrown as it is. */
  signal?: AbortSignal;
  /** More request headers (a lead form's Idempotency-Key). */
  headers?: Readonly<Record<string, string>>;
};

/** POSTs `body` as JSON to `path` under the API base and gives back the answer's data. */
export async function postJson(path: string, body: unknown, { timeoutMs, signal, headers }: PostOptions = {}): Promise<unknown> {
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs);
  const onCallerAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener("abort", onCallerAbort, { once: true });
  try {
    let response: Response;
    try {
      response = await fetch(`${API_BASE}${path}`, {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json", Accept: "application/json" },
        credentials: "include",
        body: JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError({ kind: timedOut ? "no-answer" : "unreachable" });
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) throw error;
      // The status came, the body did not: nothing usable was received.
      throw new ApiError({ kind: "no-answer" });
    }
    const data = parseJson(text);
    if (!response.ok) throw new ApiError(errorAnswer(response.status, data));
    return data;
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    signal?.removeEventListener("abort", onCallerAbort);
  }
}

function parseJson(text: string): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorAnswer(status: number, data: unknown): ApiFailure {
  const record = isRecord(data) ? data : {};
  const message = typeof record.message === "string" && record.message.trim() !== "" ? record.message : undefined;
  const errors = isRecord(record.errors)
    ? Object.fromEntries(Object.entries(record.errors).filter((entry): entry is [string, string] => typeof entry[1] === "string"))
    : undefined;
  return {
    kind: "error-answer",
    status,
    ...(message ? { message } : {}),
    ...(errors && Object.keys(errors).length > 0 ? { errors } : {}),
  };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
