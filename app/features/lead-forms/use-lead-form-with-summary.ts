import { useId } from "react";
import type * as z from "zod/mini";
import { useLeadForm } from "./use-lead-form";
import { parseLead } from "./validate-lead";

/**
 * useLeadForm for a form with an error summary (the audience, event and
 * download forms): ids unique on the page, the schema's output (trimmed)
 * sent, and every edit after a submit checked again so the summary follows
 * the typing.
 */
export function useLeadFormWithSummary<Schema extends z.core.$ZodType<unknown, Record<string, unknown>>, Result>(
  schema: Schema,
  initialValues: z.input<Schema>,
  send: (request: z.output<Schema>) => Promise<Result>,
) {
  return useLeadForm<z.input<Schema>, z.output<Schema>, Result>({
    formId: useId(),
    initialValues,
    validate: (values) => parseLead(schema, values),
    send,
    recheckEdits: true,
  });
}
