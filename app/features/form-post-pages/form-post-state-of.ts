import type { LeadFormPostState } from "../../../contract/leads/form-post-state.ts";

/**
 * The refused post's state the server put in the page's locals
 * (contract/rendered-pages.ts), checked, since locals are untyped to Astro:
 * anything else gives an empty form rather than a broken page.
 */
export function formPostStateOf(locals: unknown): LeadFormPostState | undefined {
  const state = (locals as { formPostState?: unknown } | null | undefined)?.formPostState;
  if (typeof state !== "object" || state === null) return undefined;
  const { values, fieldErrors, formError } = state as Record<string, unknown>;
  if (!isRecordOf(values, isFormValue) || !isRecordOf(fieldErrors, isText)) return undefined;
  return { values, fieldErrors, ...(isText(formError) ? { formError } : {}) };
}

function isText(value: unknown): value is string {
  return typeof value === "string";
}

function isFormValue(value: unknown): value is string | readonly string[] {
  return isText(value) || (Array.isArray(value) && value.every(isText));
}

function isRecordOf<T>(value: unknown, isItem: (item: unknown) => item is T): value is Record<string, T> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every(isItem);
}
