import type { FastifyRequest } from "fastify";
import type { LeadFormPostState } from "../../../contract/leads/form-post-state.ts";
import { HONEYPOT_FIELD } from "../../../contract/leads/lead-fields.ts";
import type { PageRenderer } from "../../pages/page-renderer.ts";
import { JSON_TYPE, mediaTypeOf } from "./lead-body.ts";

/**
 * A browser's own form post (no script yet, or none at all): a form body,
 * and an Accept header that asks for a page. Such a post is answered with
 * pages (303 to the thanks page, or the form again) where the build can
 * render them; everything else keeps the JSON answers.
 */
export function isPlainPost(request: FastifyRequest, renderer: PageRenderer | undefined): boolean {
  if (!renderer || mediaTypeOf(request.headers["content-type"]) === JSON_TYPE) return false;
  return asksForPage(request.headers.accept) && renderer.available();
}

/**
 * Whether an Accept header asks for HTML before JSON: a navigation sends
 * `text/html,…,*\/*;q=0.8`, the islands' fetch `application/json`. Only the
 * two named types count: a missing header or `*\/*` (curl, API clients)
 * asks for neither, and stays with JSON.
 */
export function asksForPage(accept: string | undefined): boolean {
  let html = 0;
  let json = 0;
  for (const item of (accept ?? "").split(",")) {
    const [type = "", ...params] = item.split(";").map((part) => part.trim().toLowerCase());
    const q = qualityOf(params);
    if (type === "text/html" || type === "application/xhtml+xml") html = Math.max(html, q);
    else if (type === JSON_TYPE) json = Math.max(json, q);
  }
  return html > 0 && html > json;
}

function qualityOf(params: readonly string[]): number {
  const q = params.find((param) => param.startsWith("q="));
  if (!q) return 1;
  const value = Number(q.slice(2));
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : 0;
}

/** Fields never shown again: the honeypot (a bot's field), and the deck, which a form cannot be given back. */
const NOT_SHOWN_AGAIN = new Set([HONEYPOT_FIELD, "pitchDeck", "pitchDeckName"]);

/** The posted text values, to put back in the form's fields: texts and lists of texts only. */
export function formPostValues(fields: unknown): LeadFormPostState["values"] {
  const values: Record<string, string | readonly string[]> = {};
  if (typeof fields !== "object" || fields === null) return values;
  for (const [name, value] of Object.entries(fields)) {
    if (NOT_SHOWN_AGAIN.has(name)) continue;
    if (typeof value === "string") values[name] = value;
    else if (Array.isArray(value) && value.every((item) => typeof item === "string")) values[name] = value;
  }
  return values;
}

/**
 * How long a plain post that repeats a stored one (the same form, the same
 * checked values) is taken for that one, answered with its thanks page and
 * not stored again: a double press, a post resent after its answer was lost,
 * Back and Send again. Between one and two windows, since a repeat is looked
 * up under this window's key and the one before.
 */
export const PLAIN_POST_REPEAT_WINDOW_MS = 10 * 60_000;

/**
 * The Idempotency-Keys a plain post stands for, its own window's first. A
 * browser's post has no key of its own; this one is derived from the hash of
 * its checked values (request-hash.ts), and prefixed so that it cannot be
 * mistaken for the UUIDs the islands send.
 */
export function plainPostKeys(requestHash: string, now: number): [current: string, previous: string] {
  const window = Math.floor(now / PLAIN_POST_REPEAT_WINDOW_MS);
  const key = (w: number) => `plain-post-${w}-${requestHash.slice(0, 64)}`;
  return [key(window), key(window - 1)];
}
