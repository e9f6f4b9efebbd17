import type { ReactNode } from "react";
import type { BoundField } from "./use-lead-form";

/**
 * Labelled controls of the lead forms. A required field is marked with *
 * (spec §5) and carries `required`; an invalid one is aria-invalid and
 * described by its message, which shows under it.
 */

const controlClass =
  "block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40 disabled:cursor-not-allowed disabled:bg-slate-100";

const borderClass = (error?: string) => (error ? "border-red-600" : "border-slate-300");

type FieldFrameProps = {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: (describedBy: string | undefined) => ReactNode;
};

export function FieldFrame({ id, label, required, hint, error, className = "", children }: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      {children(describedBy)}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type InputFieldProps = {
  field: BoundField;
  label: string;
  type?: "text" | "email" | "tel";
  required?: boolean;
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  hint?: string;
  className?: string;
  /** Focused first when the form opens in a modal. */
  initialFocus?: boolean;
};

export function InputField({ field, label, type = "text", required, autoComplete, maxLength, placeholder, hint, className, initialFocus }: InputFieldProps) {
  return (
    <FieldFrame id={field.id} label={label} required={required} hint={hint} error={field.error} className={className}>
      {(describedBy) => (
        <input
          id={field.id}
          name={field.name}
          type={type}
          value={field.value}
          onChange={field.onChange}
          required={required}
          autoComplete={autoComplete}
          maxLength={maxLength}
          placeholder={placeholder}
          inputMode={type === "tel" ? "tel" : undefined}
          data-autofocus={initialFocus ? "" : undefined}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy}
          className={`${controlClass} ${borderClass(field.error)}`}
        />
      )}
    </FieldFrame>
  );
}

type TextAreaFieldProps = Omit<InputFieldProps, "type" | "autoComplete" | "initialFocus"> & { rows?: number };

export function TextAreaField({ field, label, required, maxLength, placeholder, hint, className, rows = 5 }: TextAreaFieldProps) {
  return (
    <FieldFrame id={field.id} label={label} required={required} hint={hint} error={field.error} className={className}>
      {(describedBy) => (
        <textarea
          id={field.id}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          required={required}
          maxLength={maxLength}
          placeholder={placeholder}
          rows={rows}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy}
          className={`${controlClass} ${borderClass(field.error)} resize-y`}
        />
      )}
    </FieldFrame>
  );
}

type SelectFieldProps = {
  field: BoundField;
  label: string;
  options: readonly string[];
  /** The empty first option (spec §4: the selects start on it). */
  placeholder: string;
  required?: boolean;
  className?: string;
};

export function SelectField({ field, label, options, placeholder, required, className }: SelectFieldProps) {
  return (
    <FieldFrame id={field.id} label={label} required={required} error={field.error} className={className}>
      {(describedBy) => (
        <select
          id={field.id}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          required={required}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy}
          className={`${controlClass} ${borderClass(field.error)}`}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
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
