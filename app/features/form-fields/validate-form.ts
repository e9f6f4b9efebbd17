import * as z from "zod/mini";
import { fieldErrorsFrom } from "../../../contract/leads/validation-errors.ts";

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type FormValidation<Data, Field extends string> =
  | { ok: true; data: Data }
  | { ok: false; errors: FieldErrors<Field> };

/**
 * Checks form values against a schema and gives, per field, the first
 * message that applies: what the form shows beside each field.
 */
export function validateForm<Schema extends z.core.$ZodType>(
  schema: Schema,
  values: z.input<Schema>,
): FormValidation<z.output<Schema>, Extract<keyof z.input<Schema>, string>> {
  const result = z.safeParse(schema, values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: fieldErrorsFrom(result.error.issues) as FieldErrors<Extract<keyof z.input<Schema>, string>> };
}

export type ErrorSummaryItem<Field extends string> = { field: Field; label: string; message: string };

/** The errors in the order the fields appear on the form, for the error summary. */
export function errorSummaryItems<Field extends string>(
  errors: FieldErrors<Field>,
  fieldOrder: readonly Field[],
  labels: Readonly<Record<Field, string>>,
): ErrorSummaryItem<Field>[] {
  return fieldOrder.flatMap((field) => {
    const message = errors[field];
    return message ? [{ field, label: labels[field], message }] : [];
  });
}
