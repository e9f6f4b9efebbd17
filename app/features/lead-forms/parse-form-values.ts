import * as z from "zod/mini";
import { fieldErrorsFrom } from "../../../contract/leads/validation-errors.ts";
import type { Validation } from "./validate-lead";
import type { FormTextValues } from "./form-values";

/**
 * A form's values read from its FormData, checked with its contract schema
 * (the server's): the schema's output (trimmed) to send, or per field the
 * first message that applies, for the form's error summary.
 */
export function parseFormValues<Schema extends z.core.$ZodType>(schema: Schema, values: FormTextValues): Validation<z.output<Schema>> {
  const result = z.safeParse(schema, values);
  if (result.success) return { ok: true, request: result.data };
  return { ok: false, fieldErrors: fieldErrorsFrom(result.error.issues) };
}
