import type { InboxFilters } from "../../../contract/staff-inbox/inbox-query.ts";

const inputClass = "w-full rounded-lg border border-slate-400 bg-white px-3 py-2";

/** The inbox filters' "Marked spam" field (inbox-filters-form.tsx reads it with the rest of the form): hidden, or only the leads marked spam. */
export function SpamFilterField({ filters, idPrefix }: { filters: InboxFilters; idPrefix: string }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${idPrefix}-spam`} className="text-sm font-medium">
        Marked spam
      </label>
      <select id={`${idPrefix}-spam`} name="spam" defaultValue={filters.spam ? "yes" : ""} className={inputClass}>
        <option value="">Hidden</option>
        <option value="yes">Only leads marked spam</option>
      </select>
    </div>
  );
}
