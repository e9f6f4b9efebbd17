import { ADMIN_TEXT, type AdminFailureAnswer, type InboxPageAnswer, type LeadDetailAnswer, type SignInRefusal, type StaffSessionAnswer } from "../../../contract/staff-inbox/inbox-answers.ts";
import { ADMIN_API } from "../../../contract/staff-inbox/inbox-paths.ts";
import { type InboxFilters, type InboxQuery, inboxFilters, inboxQueryString } from "../../../contract/staff-inbox/inbox-query.ts";
import type { LeadStatus } from "../../../contract/staff-inbox/lead-status.ts";
import { API_BASE, ApiError, type ApiFailure, isRecord } from "~/lib/api-client";

/**
 * The staff inbox's calls to /api/admin, in the API client's manner: JSON
 * with `Accept: application/json`, the answer's data on success, an ApiError
 * whose message is the text to show on failure. The session cookie is sent
 * by the browser (same origin); the server checks the Origin of every
 * state-changing call.
 */

/** A failed admin call; a refused sign-in says whether it is slowed or locked, and until when. */
export class AdminApiError extends ApiError {
  readonly refusal?: SignInRefusal;

  constructor(failure: ApiFailure, refusal?: SignInRefusal) {
    super(failure);
    this.name = "AdminApiError";
    if (refusal) this.refusal = refusal;
  }
}

/** The session ended or never was: the page should ask to sign in. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.failure.kind === "error-answer" && error.failure.status === 401;
}

/**
 * One call to the admin API (a path below /api): JSON, the session cookie
 * sent by the browser, an AdminApiError with the text to show on failure
 * (401: signed out). Every staff feature calls through it.
 */
export async function adminCall<T>(method: "GET" | "POST" | "PUT" | "DELETE", path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers: body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
      credentials: "same-origin",
      cache: "no-store",
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new AdminApiError({ kind: "unreachable" });
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new AdminApiError({ kind: "no-answer" });
  }
  const data = parseJson(text);
  if (!response.ok) {
    const answer = isRecord(data) ? (data as Partial<AdminFailureAnswer>) : {};
    const message = typeof answer.message === "string" && answer.message.trim() !== "" ? answer.message : undefined;
    const refusal = isRecord(answer.refusal) ? (answer.refusal as SignInRefusal) : undefined;
    throw new AdminApiError({ kind: "error-answer", status: response.status, ...(message ? { message } : {}) }, refusal);
  }
  return data as T;
}

function parseJson(text: string): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The signed-in staff member, or null when there is no session. */
export async function fetchSession(): Promise<StaffSessionAnswer | null> {
  try {
    return await adminCall<StaffSessionAnswer>("GET", ADMIN_API.session);
  } catch (error) {
    if (isSignedOut(error)) return null;
    throw error;
  }
}

export const signIn = (email: string, password: string) => adminCall<StaffSessionAnswer>("POST", ADMIN_API.signIn, { email, password });

export const signOut = () => adminCall<{ signedOut: true }>("POST", ADMIN_API.signOut);

export function fetchInbox(query: InboxQuery): Promise<InboxPageAnswer> {
  const search = inboxQueryString(query);
  return adminCall<InboxPageAnswer>("GET", `${ADMIN_API.leads}${search ? `?${search}` : ""}`);
}

export const fetchLead = (reference: string) => adminCall<LeadDetailAnswer>("GET", ADMIN_API.lead(reference));

export const saveStatus = (reference: string, status: LeadStatus) => adminCall<LeadDetailAnswer>("PUT", ADMIN_API.leadStatus(reference), { status });

export const addNote = (reference: string, text: string) => adminCall<LeadDetailAnswer>("POST", ADMIN_API.leadNotes(reference), { text });

export const eraseLead = (reference: string) => adminCall<{ erased: string }>("DELETE", ADMIN_API.lead(reference));

/** A failed e-mail of the lead back in the outbox; answers the lead as it now stands. */
export const sendMessageAgain = (reference: string, messageId: number) => adminCall<LeadDetailAnswer>("POST", ADMIN_API.sendMessageAgain(reference, messageId));

/** The CSV export of the filtered list (a download link: the browser sends the cookie). */
export function exportCsvUrl(query: InboxQuery | InboxFilters): string {
  const search = inboxQueryString(inboxFilters(query));
  return `${API_BASE}${ADMIN_API.exportCsv}${search ? `?${search}` : ""}`;
}

export function pitchDeckUrl(reference: string): string {
  return `${API_BASE}${ADMIN_API.pitchDeck(reference)}`;
}

/** The text to show for a failed call. */
export function adminErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return ADMIN_TEXT.unexpected;
}
