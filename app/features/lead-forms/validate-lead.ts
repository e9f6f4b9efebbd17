import type * as z from "zod/mini";
import { fieldErrorsFrom, validationMessage } from "../../../contract/leads/validation-errors.ts";
import type { Validation } from "./use-lead-form";

/**
 * Checks a form's values with its contract schema, the one the server uses:
 * the values go out as the visitor typed them (the server trims), or the
 * form shows spec §5's message and a message beside each field.
 */
export function validateLead<Request>(schema: z.ZodMiniType, required: readonly string[], values: Request): Validation<Request> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, request: values };
  return { ok: false, message: validationMessage(values, required), fieldErrors: fieldErrorsFrom(result.error.issues) };
}
