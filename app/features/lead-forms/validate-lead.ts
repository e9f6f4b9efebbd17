import type { ZodMiniType } from "zod/mini";
import { fieldErrorsFrom, validationMessage } from "../../../contract/leads/validation-errors.ts";

/**
 * What a form's check gives: the request to send, or a message per invalid
 * field and, for a form without an error summary, spec §5's general message.
 */
export type Validation<Request> = { ok: true; request: Request } | { ok: false; message?: string; fieldErrors: Record<string, string> };

/**
 * Checks a form's values with its contract schema, the one the server uses:
 * the values go out as the visitor typed them (the server trims), or the
 * form shows spec §5's message and a message beside each field.
 */
export function validateLead<Request>(schema: ZodMiniType, required: readonly string[], values: Request): Validation<Request> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, request: values };
  return { ok: false, message: validationMessage(values, required), fieldErrors: fieldErrorsFrom(result.error.issues) };
}
