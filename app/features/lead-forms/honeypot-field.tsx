import type { BoundField } from "./use-lead-form";

/**
 * A field people never see and bots fill in: off screen (not display:none,
 * which some bots skip), out of the tab order and hidden from screen readers.
 * The server answers a filled one normally but stores nothing. Its name is
 * the bound field's: HONEYPOT_FIELD, "website", a key of each form's values
 * that the schema's strict object checks (its module holds zod, so the
 * first load does not import it).
 */
export function HoneypotField({ field }: { field: BoundField }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={field.id}>Leave this field empty</label>
      <input id={field.id} name={field.name} type="text" tabIndex={-1} autoComplete="off" value={field.value} onChange={field.onChange} />
    </div>
  );
}
