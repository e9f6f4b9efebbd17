import type * as z from "zod/mini";
import { fieldErrorsOf, generalErrorText } from "./lead-error-text";
import type { LeadFormKit } from "./lead-form-kit";
import { parseLead } from "./validate-lead";

/**
 * The kit (./lead-form-kit.ts) of a form with an error summary: its schema's
 * output (the values trimmed) is what `send` gets; the general texts for a
 * failure. Only a kit module, loaded on demand, may call this.
 */
export function summaryFormKit<Schema extends z.core.$ZodType<unknown, Record<string, unknown>>, Result>(
  schema: Schema,
  send: (request: z.output<Schema>) => Promise<Result>,
): LeadFormKit<z.input<Schema>, z.output<Schema>, Result> {
  return { validate: (values) => parseLead(schema, values), send, errorText: generalErrorText, fieldErrorsOf };
}
