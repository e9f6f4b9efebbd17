export type ChipOption<Value extends string> = { value: Value; label: string };

type FilterChipsProps<Value extends string> = {
  /** What the chips filter, for screen readers ("Filter stories by category"). */
  label: string;
  options: readonly ChipOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
};

/** A row of toggle buttons, one pressed at a time (aria-pressed). */
export function FilterChips<Value extends string>({ label, options, value, onChange }: FilterChipsProps<Value>) {
  return (
    // A group of toggle buttons; a fieldset would add a visible legend the design has no room for.
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={`rounded-full border px-4 py-1.5 text-sm font-medium transition-colors ${pressed ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700"}`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}

/** Chip options whose label is the value itself. */
export function chipOptions<Value extends string>(values: readonly Value[]): ChipOption<Value>[] {
  return values.map((value) => ({ value, label: value }));
}
