import { useId } from "react";
import type { LeadFormKit } from "./lead-form-kit";
import { useLeadForm } from "./use-lead-form";

/**
 * useLeadForm for a form with an error summary (the audience, event and
 * download forms): ids unique on the page, the schema's output (trimmed)
 * sent (./summary-form-kit.ts), and every edit after a submit checked again
 * so the summary follows the typing.
 */
export function useLeadFormWithSummary<Values extends Record<string, unknown>, Request, Result, Extra = unknown>(
  initialValues: Values,
  loadKit: () => Promise<LeadFormKit<Values, Request, Result> & Extra>,
) {
  return useLeadForm<Values, Request, Result, Extra>({
    formId: useId(),
    initialValues,
    loadKit,
    recheckEdits: true,
  });
}
