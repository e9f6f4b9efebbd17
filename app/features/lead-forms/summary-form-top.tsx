import { ErrorSummary } from "./error-summary";
import { RequiredNote } from "./field-frame";
import { fieldIdOf } from "./lead-form-fields-context";
import type { LeadFormView } from "./lead-form-view";

type SummaryFormTopProps = {
  formId: string;
  view: LeadFormView<unknown>;
  /** Each field's label, in the order the fields appear on the form. */
  labels: Readonly<Record<string, string>>;
  summaryRef: React.RefObject<HTMLDivElement | null>;
  /** The line under the summary (what the form is for); "Fields marked * are required" when none. */
  intro?: React.ReactNode;
};

/** Above a content page's form: the list of what to fix (focused after a failed check), then its intro. */
export function SummaryFormTop({ formId, view, labels, summaryRef, intro }: SummaryFormTopProps) {
  return (
    <div>
      <ErrorSummary errors={view.fieldErrors} labels={labels} fieldId={(field) => fieldIdOf(formId, field)} summaryRef={summaryRef} />
      {intro ?? <RequiredNote />}
    </div>
  );
}
