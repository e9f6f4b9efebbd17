import { FORM_PAGE_PARAM } from "./form-page-param.ts";
import type { LeadKind } from "./lead-paths.ts";

/**
 * What a browser's plain form post (no JavaScript yet, or none at all) left
 * behind when it could not be stored: the server renders the form's page
 * again with it, every typed value kept and the spec's messages beside the
 * fields (docs/decisions/0009-lead-bodies-and-form-posts.md).
 */
export type LeadFormPostState = {
  /** The posted text values by field name (a list for a group of checkboxes); never a file. */
  values: Readonly<Record<string, string | readonly string[]>>;
  /** The message for each field that is not right. */
  fieldErrors: Readonly<Record<string, string>>;
  /** A message for the whole form: the rate limit, a server that could not store it. */
  formError?: string;
};

/**
 * The page a plain post of a lead form is sent on to once stored (303): the
 * spec's success text, and the reference; and the page the form was posted
 * from when the post named one (?from=, ./form-page-param.ts), for the way back.
 */
export function thanksPath(kind: LeadKind, reference: string, from?: string | null): string {
  const query = new URLSearchParams({ reference, ...(from ? { [FORM_PAGE_PARAM]: from } : {}) });
  return `/thanks/${kind}?${query}`;
}
