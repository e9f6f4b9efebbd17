import type { Validation } from "./validate-lead";

/**
 * A form's heavy part, loaded on the visitor's first interaction with the
 * form (./use-lead-form.ts): the check with its contract schema (zod), the
 * submission (the API client and the Idempotency-Key attempts) and the texts
 * of a failed submission. Each form has a `*-kit.ts` module that exports one;
 * only a dynamic import() may name that module, so it stays out of the
 * page's first load.
 */
export type LeadFormKit<Values, Request, Result> = {
  /** The shared contract schema's check, before anything is sent. */
  validate: (values: Values) => Validation<Request>;
  send: (request: Request) => Promise<Result>;
  /** The text this form shows for a failed submission (spec §8). */
  errorText: (error: unknown) => string;
  /** The per-field messages of a failed submission (a 422 answer). */
  fieldErrorsOf: (error: unknown) => Record<string, string>;
};

/** Shown when the kit could not be loaded (offline, a new deployment): nothing was sent, the values stay, and submitting again tries again. */
export const KIT_LOAD_FAILED = "This form could not finish loading, so nothing was sent. Please check your connection and try again; what you typed is kept.";

/** Shown in a modal whose form could not be loaded; Try again loads it again. */
export const FORM_LOAD_FAILED = "This form could not be loaded. Please check your connection and try again.";
