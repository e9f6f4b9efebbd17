import type { LeadFormPostState } from "../../../contract/leads/form-post-state.ts";

/**
 * What a lead form shows around its uncontrolled fields (spec §4: idle →
 * submitting → submitted | error): the values live in the inputs, so only
 * the outcome is state.
 */
export type LeadFormView<Result> = {
  status: "idle" | "submitting" | "submitted" | "error";
  /** The text above the submit button while status is "error" (none when an error summary says it all). */
  message?: string;
  /** Per field, the message shown beside it. */
  fieldErrors: Readonly<Record<string, string>>;
  /** What the success answer said, while status is "submitted". */
  result?: Result;
};

/** The view a form starts in: idle, or what a refused plain post came back with (the server's message and the fields' messages). */
export function initialView<Result>(initial: LeadFormPostState | undefined): LeadFormView<Result> {
  if (!initial || (initial.formError === undefined && Object.keys(initial.fieldErrors).length === 0)) return { status: "idle", fieldErrors: {} };
  return { status: "error", fieldErrors: initial.fieldErrors, ...(initial.formError ? { message: initial.formError } : {}) };
}

/** The field a keyboard user is taken to after a failed check: the first of the form's fields, in their order, that has a message. */
export function firstInvalidField(fieldErrors: Readonly<Record<string, string>>, fieldOrder: readonly string[]): string | undefined {
  return fieldOrder.find((name) => fieldErrors[name] !== undefined) ?? Object.keys(fieldErrors)[0];
}
