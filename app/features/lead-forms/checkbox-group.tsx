import type { BoundChoices } from "./use-lead-form";

type CheckboxGroupProps<Option extends string> = {
  field: BoundChoices<Option>;
  legend: string;
  options: readonly Option[];
};

/** A multi-select as checkboxes in a fieldset; the choice is optional and keeps the options' order. */
export function CheckboxGroup<Option extends string>({ field, legend, options }: CheckboxGroupProps<Option>) {
  const { id, name, selected, error, onChange } = field;
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
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
