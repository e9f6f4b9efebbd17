import { FIELDS_INVALID, REQUIRED_FIELDS_MISSING } from "./lead-messages.ts";

/** Per field, the first message that applies: `{ email: "Please enter ..." }`. */
export type LeadFieldErrors = Record<string, string>;

type Issue = { path: readonly PropertyKey[]; message: string; code?: string; keys?: readonly string[] };

export function fieldErrorsFrom(issues: readonly Issue[]): LeadFieldErrors {
  const errors: LeadFieldErrors = {};
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys ?? []) setFirst(errors, key, "This form has no such field.");
      continue;
    }
    const field = issue.path[0];
    if (typeof field === "string") setFirst(errors, field, issue.message);
  }
  return errors;
}

/**
 * The first message of a field. Own keys only: a field named "constructor"
 * or "toString" is named too, and "__proto__" becomes a key, not a prototype.
 */
function setFirst(errors: LeadFieldErrors, field: string, message: string): void {
  if (!Object.hasOwn(errors, field)) Object.defineProperty(errors, field, { value: message, enumerable: true, writable: true, configurable: true });
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** Whether any required field of `input` is absent or blank. */
export function isMissingRequired(input: unknown, required: readonly string[]): boolean {
  if (typeof input !== "object" || input === null) return true;
  const record = input as Record<string, unknown>;
  return required.some((field) => isBlank(record[field]));
}

/** The line above the form: spec §5's text when a required field is empty, else a general one. */
export function validationMessage(input: unknown, required: readonly string[]): string {
  return isMissingRequired(input, required) ? REQUIRED_FIELDS_MISSING : FIELDS_INVALID;
}
