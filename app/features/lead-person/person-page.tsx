import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { leadKindLabel } from "../../../contract/leads/lead-labels.ts";
import { adminLeadPath } from "../../../contract/staff-inbox/inbox-paths.ts";
import type { PersonAnswer } from "../../../contract/staff-inbox/person.ts";
import { Icon } from "~/components/icon";
import { formatIndiaDateTime } from "../staff-inbox/inbox-format";
import { useStaffFailure } from "../staff-inbox/use-staff-failure";
import { StatusBadge } from "../staff-inbox/status-badge";
import { fetchPerson } from "./person-api";
import { timelineEntryText } from "./person-timeline-text";

type Loaded = { status: "loading" } | { status: "loaded"; person: PersonAnswer } | { status: "failed"; message: string };

/**
 * A person (issue 25): every lead of the address of the lead it was opened
 * from, newest first, each linking to its page, and one timeline of what
 * happened to them. Reached through the lead's reference, so the address is
 * never in the URL. Everything the person typed is written as text.
 */
export function PersonPage({ reference }: { reference: string }) {
  const location = useLocation();
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });

  const onFailure = useStaffFailure();

  useEffect(() => {
    let current = true;
    fetchPerson(reference).then(
      (person) => current && setLoaded({ status: "loaded", person }),
      (error: unknown) => {
        const message = current ? onFailure(error) : undefined;
        if (current && message) setLoaded({ status: "failed", message });
      },
    );
    return () => {
      current = false;
    };
  }, [reference, onFailure]);

  const backLink = (
    <Link to={adminLeadPath(reference)} state={location.state} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
      <Icon name="arrow-left" className="size-4" />
      Back to lead {reference}
    </Link>
  );

  if (loaded.status !== "loaded") {
    return (
      <>
        {backLink}
        {loaded.status === "loading" ? (
          <output className="mt-6 block">Loading the person…</output>
        ) : (
          <>
            <h1 className="mt-4 text-3xl font-bold tracking-tight">The person of lead {reference}</h1>
            <p role="alert" className="mt-4 rounded-xl border border-rose-200 bg-rose-50 p-4 text-rose-900">
              {loaded.message}
            </p>
          </>
        )}
      </>
    );
  }

  const { person } = loaded;
  const leftOut = person.leadCount - person.leads.length;
  return (
    <>
      {backLink}
      <h1 className="mt-4 text-3xl font-bold tracking-tight wrap-anywhere">{person.name}</h1>
      <p className="mt-1 break-all text-slate-700">{person.email}</p>
      <p className="mt-1 text-slate-700">
        {person.leadCount === 1 ? "1 lead" : `${person.leadCount} leads`} from this address, in any mix of capital and small letters.
      </p>

      <section aria-labelledby="person-leads-heading" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="person-leads-heading" className="text-xl font-bold">
          Their leads, newest first
        </h2>
        <ul className="mt-4 divide-y divide-slate-100">
          {person.leads.map((lead) => (
            <li key={lead.reference} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <Link to={adminLeadPath(lead.reference)} state={location.state} className="font-semibold text-brand-700 hover:underline">
                  {leadKindLabel(lead.kind)} <span className="font-mono text-sm">{lead.reference}</span>
                  {lead.reference === reference && <span className="font-normal text-slate-700"> (this lead)</span>}
                </Link>
                <span className="block text-sm text-slate-700">
                  Received {formatIndiaDateTime(lead.submittedAt)}
                  {lead.organisation && <> · {lead.organisation}</>}
                </span>
                <span className="block text-sm break-all text-slate-700">{lead.owner ? `Owner: ${lead.owner}` : "No owner"}</span>
                {lead.spam && (
                  <span className="block text-sm font-semibold text-amber-900">
                    Marked spam by {lead.spam.by ?? "a former member of the team"} on {formatIndiaDateTime(lead.spam.at)}
                  </span>
                )}
              </div>
              <StatusBadge status={lead.status} />
            </li>
          ))}
        </ul>
        {leftOut > 0 && <p className="mt-3 text-slate-700">and {leftOut} older {leftOut === 1 ? "lead" : "leads"}, not listed here.</p>}
      </section>

      <section aria-labelledby="person-timeline-heading" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="person-timeline-heading" className="text-xl font-bold">
          Timeline, newest first
        </h2>
        <ol className="mt-4 divide-y divide-slate-100">
          {person.timeline.map((entry, i) => (
            <li key={`${entry.reference}-${entry.type}-${entry.at}-${i}`} className="grid gap-1 py-3 sm:grid-cols-4 sm:gap-4">
              <time dateTime={entry.at} className="text-sm text-slate-700">
                {formatIndiaDateTime(entry.at)}
              </time>
              <span className="font-mono text-sm text-slate-700">{entry.reference}</span>
              <span className="whitespace-pre-wrap wrap-anywhere sm:col-span-2">{timelineEntryText(entry)}</span>
            </li>
          ))}
        </ol>
        {person.olderEntriesLeftOut && <p className="mt-3 text-slate-700">Older entries are not shown.</p>}
      </section>
    </>
  );
}
