import { FieldFrame } from "./field-frame";
import { useChoicesField, useTextField } from "./lead-form-fields-context";

/**
 * The lead forms' labelled controls, uncontrolled: the browser holds what is
 * typed (so nothing typed before the island hydrates is lost, and a plain
 * post sends it), they start with a refused post's values, and a message
 * shows beside an invalid one (aria-invalid, described by it). A required
 * field is marked with * (spec §5).
 */

const controlClass =
  "block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40 disabled:cursor-not-allowed disabled:bg-slate-100";

const borderClass = (error?: string) => (error ? "border-red-600" : "border-slate-300");

type CommonProps = {
  name: string;
  label: string;
  required?: boolean;
  maxLength?: number;
  placeholder?: string;
  hint?: string;
  className?: string;
};

type TextInputProps = CommonProps & {
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  /** Focused first when the form opens in a dialog (./lead-form-dialog.tsx). */
  initialFocus?: boolean;
};

export function TextInput({ name, label, type = "text", required, autoComplete, maxLength, placeholder, hint, className, initialFocus }: TextInputProps) {
  const field = useTextField(name);
  return (
    <FieldFrame id={field.id} label={label} required={required} hint={hint} error={field.error} className={className}>
      {(describedBy) => (
        <input
          id={field.id}
          name={name}
          type={type}
          defaultValue={field.defaultValue}
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

export function TextArea({ name, label, required, maxLength, placeholder, hint, className, rows = 5 }: CommonProps & { rows?: number }) {
  const field = useTextField(name);
  return (
    <FieldFrame id={field.id} label={label} required={required} hint={hint} error={field.error} className={className}>
      {(describedBy) => (
        <textarea
          id={field.id}
          name={name}
          defaultValue={field.defaultValue}
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

type SelectProps = Omit<CommonProps, "maxLength"> & {
  options: readonly string[];
  /** The empty first option (spec §4: the selects start on it). */
  placeholder: string;
};

export function Select({ name, label, options, placeholder, required, hint, className }: SelectProps) {
  const field = useTextField(name);
  return (
    <FieldFrame id={field.id} label={label} required={required} hint={hint} error={field.error} className={className}>
      {(describedBy) => (
        <select
          id={field.id}
          name={name}
          defaultValue={field.defaultValue}
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

/** A multi-select as checkboxes in a fieldset; the choice is optional. */
export function Checkboxes({ name, legend, options }: { name: string; legend: string; options: readonly string[] }) {
  const field = useChoicesField(name);
  const errorId = `${field.id}-error`;
  return (
    <fieldset id={field.id} aria-describedby={field.error ? errorId : undefined} tabIndex={-1}>
      <legend className="text-sm font-medium text-slate-800">
        {legend} <span className="font-normal text-slate-600">(optional, choose any)</span>
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
            <input type="checkbox" name={name} value={option} defaultChecked={field.defaultChoices.includes(option)} className="size-4 accent-brand-700" />
            {option}
          </label>
        ))}
      </div>
      {field.error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {field.error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * A field people never see and bots fill in (HONEYPOT_FIELD, "website"):
 * off screen rather than display:none, which some bots skip; out of the tab
 * order and hidden from screen readers. The server stores nothing when it is filled.
 */
export function Honeypot() {
  const field = useTextField("website");
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={field.id}>Leave this field empty</label>
      <input id={field.id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** Context the form carries without showing it (the event, the item, the topic): sent by the browser's post and by the island alike. */
export function HiddenFields({ fields }: { fields: Readonly<Record<string, string>> | undefined }) {
  return (
    <>
      {Object.entries(fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
