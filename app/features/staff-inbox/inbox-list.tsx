import type { InboxLeadRow } from "../../../contract/staff-inbox/inbox-answers.ts";
import { adminLeadPath } from "../../../contract/staff-inbox/inbox-paths.ts";
import { leadKindLabel } from "../../../contract/leads/lead-labels.ts";
import { Icon } from "~/components/icon";
import { Link } from "react-router";
import { formatIndiaDateTime } from "./inbox-format";
import { StatusBadge } from "./status-badge";
import { LeadWorkSummary } from "../lead-work/lead-work-summary";
import { OtherLeadsMarker } from "../lead-person/other-leads-marker";
import { INBOX_LEAD_LINK } from "../lead-triage/inbox-row-focus";

type Props = {
  leads: readonly InboxLeadRow[];
  inboxSearch: string;
  /** How the list is ordered, for its accessible name: newest first, or the least time left to reply first. */
  order?: string;
};

/** Who sent it: the name, or the e-mail address when the form had no name. */
function senderOf(lead: InboxLeadRow): string {
  return lead.name || lead.email;
}

/** A lead with an e-mail that failed for good: the detail page can send it again. */
function FailedMailMarker() {
  return (
    <span className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-rose-800">
      <Icon name="circle-alert" className="size-3.5" />
      E-mail failed
    </span>
  );
}

/** The leads as a table on wide screens and as cards on a phone; each links to its detail. */
export function InboxList({ leads, inboxSearch, order = "newest first" }: Props) {
  const state = { inboxSearch };
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Leads, {order}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Received
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Sender
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Organisation
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Kind
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Status
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Reference
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {leads.map((lead) => (
              <tr key={lead.reference} className="align-top hover:bg-slate-50">
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatIndiaDateTime(lead.submittedAt)}</td>
                <td className="px-4 py-3">
                  <Link to={adminLeadPath(lead.reference)} state={state} {...{ [INBOX_LEAD_LINK]: "" }} className="font-semibold text-brand-700 hover:underline">
                    {senderOf(lead)}
                  </Link>
                  <span className="block break-all text-slate-600">{lead.email}</span>
                  <OtherLeadsMarker lead={lead} />
                </td>
                <td className="px-4 py-3 text-slate-700">{lead.organisation}</td>
                <td className="px-4 py-3 text-slate-700">
                  {leadKindLabel(lead.kind)}
                  {lead.hasPitchDeck && <span className="block text-xs text-slate-600">with pitch deck</span>}
                  {lead.verification === "unverified" && <UnverifiedMarker />}
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={lead.status} />
                  <LeadWorkSummary lead={lead} />
                  {lead.hasFailedMail && (
                    <span className="block">
                      <FailedMailMarker />
                    </span>
                  )}
                </td>
                <td className="px-4 py-3 font-mono text-xs text-slate-700">{lead.reference}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" aria-label={`Leads, ${order}`}>
        {leads.map((lead) => (
          <li key={lead.reference} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <h3 className="text-base font-semibold">
                <Link to={adminLeadPath(lead.reference)} state={state} {...{ [INBOX_LEAD_LINK]: "" }} className="text-brand-700 hover:underline">
                  {senderOf(lead)}
                </Link>
              </h3>
              <div className="flex flex-col items-end">
                <StatusBadge status={lead.status} />
                {lead.hasFailedMail && <FailedMailMarker />}
                <LeadWorkSummary lead={lead} />
              </div>
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">E-mail</dt>
              <dd className="break-all">
                {lead.email}
                <OtherLeadsMarker lead={lead} />
              </dd>
              {lead.organisation && (
                <>
                  <dt className="text-slate-600">Organisation</dt>
                  <dd>{lead.organisation}</dd>
                </>
              )}
              <dt className="text-slate-600">Kind</dt>
              <dd>
                {leadKindLabel(lead.kind)}
                {lead.hasPitchDeck ? ", with pitch deck" : ""}
                {lead.verification === "unverified" && <UnverifiedMarker />}
              </dd>
              <dt className="text-slate-600">Received</dt>
              <dd>{formatIndiaDateTime(lead.submittedAt)}</dd>
              <dt className="text-slate-600">Reference</dt>
              <dd className="font-mono text-xs">{lead.reference}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A lead sent without a solved spam check (no JavaScript, an API client): stored, and worth a second look. */
function UnverifiedMarker() {
  return <span className="block text-xs font-medium text-amber-800">Unverified: no spam check</span>;
}
