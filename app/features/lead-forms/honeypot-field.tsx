import { HONEYPOT_FIELD } from "../../../contract/leads/lead-fields.ts";
import type { BoundField } from "./use-lead-form";

/**
 * A field people never see and bots fill in: off screen (not display:none,
 * which some bots skip), out of the tab order and hidden from screen readers.
 * The server answers a filled one normally but stores nothing.
 */
export function HoneypotField({ field }: { field: BoundField }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={field.id}>Leave this field empty</label>
      <input id={field.id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" value={field.value} onChange={field.onChange} />
    </div>
  );
}
