import type { LeadFormPostState } from "../../../contract/leads/form-post-state.ts";

/** A form's text values by field name; a group of checkboxes gives a list. */
export type FormTextValues = Record<string, string | string[]>;

/**
 * The text values of a submitted form, read the way the server reads a form
 * post (server/api/leads/lead-body.ts formPostFields): a list field is a list
 * even with one or no box ticked; a file is left out (the form checks it on
 * its own, and FormData sends it).
 */
export function textValuesOf(formData: FormData, listFields: readonly string[] = []): FormTextValues {
  const values: FormTextValues = {};
  for (const name of listFields) values[name] = [];
  for (const [name, value] of formData.entries()) {
    if (typeof value !== "string") continue;
    const earlier = values[name];
    if (listFields.includes(name)) (earlier as string[]).push(value);
    else if (earlier === undefined) values[name] = value;
  }
  return values;
}

/** What a field starts with: the value a refused plain post carried, else empty. */
export function defaultTextOf(initial: LeadFormPostState | undefined, name: string): string {
  const value = initial?.values[name];
  return typeof value === "string" ? value : "";
}

/** The options a group of checkboxes starts with ticked. */
export function defaultChoicesOf(initial: LeadFormPostState | undefined, name: string): readonly string[] {
  const value = initial?.values[name];
  if (value === undefined) return [];
  return typeof value === "string" ? [value] : value;
}
