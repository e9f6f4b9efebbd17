import { type FormEvent, useId, useState } from "react";
import { STORED_LEAD_KINDS } from "../../../contract/leads/lead-paths.ts";
import { type InboxFilters, SEARCH_MAX_LENGTH } from "../../../contract/staff-inbox/inbox-query.ts";
import { leadKindLabel } from "../../../contract/leads/lead-labels.ts";
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from "../../../contract/staff-inbox/lead-status.ts";
import { ADMIN_PATH } from "../../../contract/staff-inbox/inbox-paths.ts";
import { LEAD_VERIFICATIONS } from "../../../contract/leads/lead-challenge.ts";
import { LEAD_VERIFICATION_LABELS } from "../../../contract/staff-inbox/lead-origin-labels.ts";
import { Icon } from "~/components/icon";
import { Link } from "react-router";
import { INDIA_DAY_EXAMPLE, indianDayToIso, isoDayToIndian } from "./india-day-input";
import { LeadWorkFilterFields } from "../lead-work/lead-work-filter-fields";
import { SpamFilterField } from "../lead-person/spam-filter-field";

type Props = { filters: InboxFilters; onApply: (filters: Record<string, string>) => void };

const inputClass = "w-full rounded-lg border border-slate-400 bg-white px-3 py-2";

const DAY_NAMES = ["from", "to"] as const;
type DayName = (typeof DAY_NAMES)[number];

type DayFieldProps = { id: string; name: DayName; label: string; value: string | undefined; hintId: string; bad: boolean };

/**
 * A day, written as the table writes it ("26 Nov 2026"; 26/11/2026 day first
 * is taken too), not the browser's date field, whose format follows the
 * browser's language (mm/dd/yyyy in an American English browser). Checked
 * when the form is sent.
 */
function DayField({ id, name, label, value, hintId, bad }: DayFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label} <span className="font-normal text-slate-600">(as {INDIA_DAY_EXAMPLE})</span>
      </label>
      <input
        id={id}
        name={name}
        type="text"
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        defaultValue={value ? isoDayToIndian(value) : ""}
        aria-invalid={bad || undefined}
        aria-describedby={bad ? `${id}-problem ${hintId}` : hintId}
        className={`${inputClass} tabular-nums ${bad ? "border-rose-700" : ""}`}
      />
      {bad && (
        <p id={`${id}-problem`} className="text-sm text-rose-800">
          Write a real day, as {INDIA_DAY_EXAMPLE} or 26/11/2026.
        </p>
      )}
    </div>
  );
}

/**
 * Search and filters of the inbox, each with its label. The form is keyed by
 * the URL's filters, so Back and links show the values that apply.
 */
export function InboxFiltersForm({ filters, onApply }: Props) {
  const id = useId();
  // The date fields whose text names no day.
  const [badDays, setBadDays] = useState<readonly DayName[]>([]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values: Record<string, string> = Object.fromEntries([...new FormData(form).entries()].map(([name, value]) => [name, String(value)]));
    const bad = DAY_NAMES.filter((name) => indianDayToIso(values[name] ?? "") === undefined);
    setBadDays(bad);
    if (bad.length > 0) {
      form.querySelector<HTMLInputElement>(`[name="${bad[0]}"]`)?.focus();
      return;
    }
    for (const name of DAY_NAMES) values[name] = indianDayToIso(values[name] ?? "") ?? "";
    onApply(values);
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
        <DayField id={`${id}-from`} name="from" label="Received from" value={filters.from} hintId={`${id}-dates`} bad={badDays.includes("from")} />
        <DayField id={`${id}-to`} name="to" label="Received until" value={filters.to} hintId={`${id}-dates`} bad={badDays.includes("to")} />
        <div className="flex flex-col gap-1 sm:col-span-2 lg:col-span-2">
          <label htmlFor={`${id}-origin`} className="text-sm font-medium">
            Came from <span className="font-normal text-slate-600">(page, referrer or campaign)</span>
          </label>
          <input id={`${id}-origin`} name="origin" type="search" maxLength={SEARCH_MAX_LENGTH} defaultValue={filters.origin ?? ""} className={inputClass} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-verification`} className="text-sm font-medium">
            Spam check
          </label>
          <select id={`${id}-verification`} name="verification" defaultValue={filters.verification ?? ""} className={inputClass}>
            <option value="">Any</option>
            {LEAD_VERIFICATIONS.map((verification) => (
              <option key={verification} value={verification}>
                {LEAD_VERIFICATION_LABELS[verification]}
              </option>
            ))}
          </select>
        </div>
        <LeadWorkFilterFields filters={filters} idPrefix={id} />
        <SpamFilterField filters={filters} idPrefix={id} />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-6">
          <button type="submit" className="btn btn-primary">
            <Icon name="search" className="size-4" />
            Apply filters
          </button>
          <Link to={ADMIN_PATH} className="btn btn-secondary">
            Clear filters
          </Link>
          <p id={`${id}-dates`} className="text-sm text-slate-600">
            Dates are written as the list writes them ({INDIA_DAY_EXAMPLE}; 26/11/2026 works too), in India Standard Time; both days are included.
          </p>
        </div>
      </form>
    </search>
  );
}
