import { type FormEvent, useId } from "react";
import { STORED_LEAD_KINDS } from "../../../contract/leads/lead-paths.ts";
import { type InboxFilters, SEARCH_MAX_LENGTH } from "../../../contract/staff-inbox/inbox-query.ts";
import { leadKindLabel } from "../../../contract/leads/lead-labels.ts";
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from "../../../contract/staff-inbox/lead-status.ts";
import { ADMIN_PATH } from "../../../contract/staff-inbox/inbox-paths.ts";
import { Icon } from "~/components/icon";
import { Link } from "react-router";

type Props = { filters: InboxFilters; onApply: (filters: Record<string, string>) => void };

const inputClass = "w-full rounded-lg border border-slate-400 bg-white px-3 py-2";

/**
 * Search and filters of the inbox, each with its label. The form is keyed by
 * the URL's filters, so Back and links show the values that apply.
 */
export function InboxFiltersForm({ filters, onApply }: Props) {
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onApply(Object.fromEntries([...data.entries()].map(([name, value]) => [name, String(value)])));
  };
  return (
    <search aria-label="Filter the leads">
      <form onSubmit={onSubmit} className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-6">
        <div className="flex flex-col gap-1 sm:col-span-2 lg:col-span-2">
          <label htmlFor={`${id}-q`} className="text-sm font-medium">
            Search name, e-mail, organisation or message
          </label>
          <input id={`${id}-q`} name="q" type="search" maxLength={SEARCH_MAX_LENGTH} defaultValue={filters.q ?? ""} className={inputClass} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-kind`} className="text-sm font-medium">
            Kind
          </label>
          <select id={`${id}-kind`} name="kind" defaultValue={filters.kind ?? ""} className={inputClass}>
            <option value="">All kinds</option>
            {STORED_LEAD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {leadKindLabel(kind)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-status`} className="text-sm font-medium">
            Status
          </label>
          <select id={`${id}-status`} name="status" defaultValue={filters.status ?? ""} className={inputClass}>
            <option value="">All statuses</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-from`} className="text-sm font-medium">
            Received from
          </label>
          <input id={`${id}-from`} name="from" type="date" defaultValue={filters.from ?? ""} aria-describedby={`${id}-dates`} className={inputClass} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-to`} className="text-sm font-medium">
            Received until
          </label>
          <input id={`${id}-to`} name="to" type="date" defaultValue={filters.to ?? ""} aria-describedby={`${id}-dates`} className={inputClass} />
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-6">
          <button type="submit" className="btn btn-primary">
            <Icon name="search" className="size-4" />
            Apply filters
          </button>
          <Link to={ADMIN_PATH} className="btn btn-secondary">
            Clear filters
          </Link>
          <p id={`${id}-dates`} className="text-sm text-slate-600">
            Dates are days in India Standard Time; both days are included.
          </p>
        </div>
      </form>
    </search>
  );
}
