import { type RefObject, useId } from "react";
import type { ErrorSummaryItem } from "./validate-form";

const inputClass =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40 disabled:bg-slate-100";

function borderFor(error: string | undefined) {
  return error ? "border-red-600" : "border-slate-300";
}

function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
      {label}
      {required && (
        <span className="text-red-700" aria-hidden="true">
          {" "}
          *
        </span>
      )}
    </label>
  );
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  );
}

type TextFieldProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  type?: "text" | "email";
  autoComplete?: string;
  /** Focused first when the form opens in a modal. */
  initialFocus?: boolean;
};

/** A labelled text input; an error marks it invalid and is read with it. */
export function TextField({ id, name, label, value, onChange, error, required, type = "text", autoComplete, initialFocus }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        required={required}
        autoComplete={autoComplete}
        data-autofocus={initialFocus ? "" : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={`${inputClass} ${borderFor(error)}`}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

type TextAreaFieldProps = Omit<TextFieldProps, "type" | "autoComplete"> & { rows?: number };

export function TextAreaField({ id, name, label, value, onChange, error, required, rows = 4 }: TextAreaFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <textarea
        id={id}
        name={name}
        value={value}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={`${inputClass} ${borderFor(error)}`}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

type CheckboxGroupProps<Option extends string> = {
  id: string;
  name: string;
  legend: string;
  options: readonly Option[];
  selected: readonly Option[];
  onChange: (selected: Option[]) => void;
  error?: string;
};

/** A multi-select as checkboxes in a fieldset; the choice is optional. */
export function CheckboxGroup<Option extends string>({ id, name, legend, options, selected, onChange, error }: CheckboxGroupProps<Option>) {
  const errorId = `${id}-error`;
  const toggle = (option: Option) =>
    onChange(selected.includes(option) ? selected.filter((o) => o !== option) : options.filter((o) => o === option || selected.includes(o)));
  return (
    <fieldset id={id} aria-describedby={error ? errorId : undefined} tabIndex={-1}>
      <legend className="text-sm font-medium text-slate-800">
        {legend} <span className="font-normal text-slate-600">(optional, choose any)</span>
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
            <input
              type="checkbox"
              name={name}
              value={option}
              checked={selected.includes(option)}
              onChange={() => toggle(option)}
              className="size-4 accent-brand-700"
            />
            {option}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

type ErrorSummaryProps<Field extends string> = {
  items: readonly ErrorSummaryItem<Field>[];
  fieldId: (field: Field) => string;
  summaryRef: RefObject<HTMLDivElement | null>;
};

/**
 * The list of what to fix, announced when it appears and focused after a
 * failed submit; each entry moves focus to its field.
 */
export function ErrorSummary<Field extends string>({ items, fieldId, summaryRef }: ErrorSummaryProps<Field>) {
  const titleId = useId();
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
                    const target = document.getElementById(fieldId(item.field));
                    target?.focus();
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

/** Says that fields marked * are required, once per form. */
export function RequiredNote() {
  return (
    <p className="text-sm text-slate-600">
      Fields marked <span className="text-red-700" aria-hidden="true">*</span>
      <span className="sr-only">with an asterisk</span> are required.
    </p>
  );
}
