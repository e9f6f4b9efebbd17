import { DATA_RIGHTS_LINK_API_PATH } from "../../../contract/data-rights/data-rights-paths.ts";
import { DATA_RIGHTS_TEXTS } from "../../../contract/data-rights/data-rights-texts.ts";
import { ApiError, isRecord, postJson } from "~/lib/api-client";

/** What the form shows after a try: the server's message, and the field's message if the address was refused. */
export type LinkRequestResult = { ok: true; message: string } | { ok: false; message: string; emailError?: string };

/**
 * Asks for the link (the island's JSON post). The server's message is shown
 * as it comes: it is the same for every address, so it tells the visitor
 * nothing about who else is known.
 */
export async function requestYourDataLink(email: string, honeypot: string, post: typeof postJson = postJson): Promise<LinkRequestResult> {
  try {
    return interpretLinkAnswer(await post(DATA_RIGHTS_LINK_API_PATH, { email, website: honeypot }));
  } catch (error) {
    return linkRequestFailure(error);
  }
}

export function interpretLinkAnswer(data: unknown): LinkRequestResult {
  const message = isRecord(data) && data.success === true && typeof data.message === "string" ? data.message : DATA_RIGHTS_TEXTS.linkSent;
  return { ok: true, message };
}

export function linkRequestFailure(error: unknown): LinkRequestResult {
  if (!(error instanceof ApiError)) return { ok: false, message: "Something went wrong. Please try again in a few minutes." };
  const emailError = error.failure.kind === "error-answer" ? error.failure.errors?.email : undefined;
  return { ok: false, message: error.message, ...(emailError ? { emailError } : {}) };
}
