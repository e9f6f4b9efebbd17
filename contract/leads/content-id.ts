import * as z from "zod/mini";

/** Ids of events and library files as the content gives them: lower-case words joined by hyphens. */
export const CONTENT_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CONTENT_ID_MAX_LENGTH = 100;

/** A required content id; the page sends it, so a wrong one means a stale or forged page. */
export function contentId(missing: string) {
  return z.string(missing).check(z.minLength(1, missing), z.maxLength(CONTENT_ID_MAX_LENGTH, missing), z.regex(CONTENT_ID, missing));
}
