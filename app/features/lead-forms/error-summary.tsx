import { type RefObject, useId } from "react";
import { errorSummaryItems } from "./error-summary-items";

type ErrorSummaryProps<Field extends string> = {
  errors: Readonly<Record<string, string>>;
  /** Each listed field's label, in the order the fields appear on the form. */
  labels: Readonly<Record<Field, string>>;
  fieldId: (field: Field) => string;
  summaryRef: RefObject<HTMLDivElement | null>;
};

/**
 * The list of what to fix, announced when it appears and focused after a
 * failed submit; each entry moves focus to its field.
 */
export function ErrorSummary<Field extends string>({ errors, labels, fieldId, summaryRef }: ErrorSummaryProps<Field>) {
  const titleId = useId();
  const items = errorSummaryItems(errors, labels);
  return (
    <div ref={summaryRef} tabIndex={-1} role="alert" aria-labelledby={items.length > 0 ? titleId : undefined} className="focus:outline-none">
      {items.length > 0 && (
        <div className="mb-4 rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
          <p id={titleId} className="font-semibold">
            {items.length === 1 ? "Please fix 1 field:" : `Please fix ${items.length} fields:`}
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {items.map((item) => (
              <li key={item.field}>
                <a
                  href={`#${fieldId(item.field)}`}
                  className="underline"
                  onClick={(e) => {
                    e.preventDefault();
                    document.getElementById(fieldId(item.field))?.focus();
                  }}
                >
                  {item.label}: {item.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
