import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import type { LeadDetailAnswer } from "../../../contract/staff-inbox/inbox-answers.ts";
import { ADMIN_PATH } from "../../../contract/staff-inbox/inbox-paths.ts";
import { visibleFileName } from "../../../contract/leads/file-name.ts";
import { leadFieldLabel, leadKindLabel } from "../../../contract/leads/lead-labels.ts";
import { Icon } from "~/components/icon";
import { fetchLead, pitchDeckUrl } from "./admin-api";
import { LeadOriginSection } from "./lead-origin-section";
import { formatFileSize, formatIndiaDateTime, mediaTypeName } from "./inbox-format";
import { LeadErasure } from "./lead-erasure";
import { LeadHistory } from "./lead-history";
import { LeadMailList } from "./lead-mail-list";
import { WebhookDeliveryLog } from "../webhook-deliveries/webhook-delivery-log";
import { LeadNotesForm } from "./lead-notes-form";
import { LeadStatusForm } from "./lead-status-form";
import { useStaffFailure } from "./use-staff-failure";
import { StatusBadge } from "./status-badge";
import { LeadWorkPanel } from "../lead-work/lead-work-panel";
import { LeadPersonSection } from "../lead-person/lead-person-section";
import { LeadTriageBar } from "../lead-triage/lead-triage-bar";

type Loaded = { status: "loading" } | { status: "loaded"; lead: LeadDetailAnswer } | { status: "failed"; message: string };

/** The name to call a lead by. */
export function leadTitle(lead: Pick<LeadDetailAnswer, "fields" | "email">): string {
  const { fields } = lead;
  return fields.name || fields.fullName || fields.founderName || fields.contactPerson || lead.email;
}

/** A field's value as staff read it: a moment (the NDA's acceptance) also in India's time. */
function leadFieldText(name: string, value: string): string {
  if (name === "ndaAcceptedAt" && !Number.isNaN(Date.parse(value))) return `${formatIndiaDateTime(value)} (${value})`;
  return value;
}

/**
 * One lead: every field as the visitor sent it (React writes it as text, so
 * nothing submitted is ever read as HTML), its pitch deck, status, notes,
 * history, e-mails and erasure.
 */
export function LeadDetailPage({ reference }: { reference: string }) {
  const location = useLocation();
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const inboxSearch = (location.state as { inboxSearch?: string } | null)?.inboxSearch ?? "";

  const onFailure = useStaffFailure();

  // The route keys this page by its reference, so it starts "loading" for each lead.
  useEffect(() => {
    let current = true;
    fetchLead(reference).then(
      (lead) => current && setLoaded({ status: "loaded", lead }),
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
    <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
      <Link to={`${ADMIN_PATH}${inboxSearch}`} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
        <Icon name="arrow-left" className="size-4" />
        Back to the inbox
      </Link>
      <LeadTriageBar reference={reference} inboxSearch={inboxSearch} onFailure={onFailure} />
    </div>
  );

  if (loaded.status !== "loaded") {
    return (
      <>
        {backLink}
        {loaded.status === "loading" ? (
          <output className="block mt-6">
            Loading the lead…
          </output>
        ) : (
          <>
            <h1 className="mt-4 text-3xl font-bold tracking-tight">Lead {reference}</h1>
            <p role="alert" className="mt-4 rounded-xl border border-rose-200 bg-rose-50 p-4 text-rose-900">
              {loaded.message}
            </p>
          </>
        )}
      </>
    );
  }

  const { lead } = loaded;
  const update = (next: LeadDetailAnswer) => setLoaded({ status: "loaded", lead: next });

  return (
    <>
      {backLink}
      <div className="mt-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{leadTitle(lead)}</h1>
          <p className="mt-1 text-slate-700">
            {leadKindLabel(lead.kind)} · received {formatIndiaDateTime(lead.submittedAt)} · <span className="font-mono text-sm">{lead.reference}</span>
          </p>
        </div>
        <StatusBadge status={lead.status} />
      </div>
      <LeadPersonSection lead={lead} onLeadChanged={update} onFailure={onFailure} />

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="submitted-heading" className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:col-span-2">
          <h2 id="submitted-heading" className="text-xl font-bold">
            As submitted
          </h2>
          <dl className="mt-4 divide-y divide-slate-100">
            {Object.entries(lead.fields).map(([name, value]) => (
              <div key={name} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
                <dt className="font-medium text-slate-700">{leadFieldLabel(name, lead.kind)}</dt>
                <dd className="whitespace-pre-wrap wrap-anywhere sm:col-span-2">{leadFieldText(name, value)}</dd>
              </div>
            ))}
            <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
              <dt className="font-medium text-slate-700">Received</dt>
              <dd className="sm:col-span-2">{formatIndiaDateTime(lead.submittedAt)}</dd>
            </div>
            {lead.pitchDeck && (
              <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
                <dt className="font-medium text-slate-700">Pitch deck</dt>
                <dd className="sm:col-span-2">
                  <a href={pitchDeckUrl(lead.reference)} download className="inline-flex items-center gap-1 font-semibold break-all text-brand-700 hover:underline">
                    <Icon name="download" className="size-4" />
                    {/* The visitor's name for the file, without bidi overrides or other invisible characters, as text. */}
                    Download {visibleFileName(lead.pitchDeck.fileName ?? "") || "the pitch deck"}
                  </a>
                  <span className="block text-sm text-slate-600">
                    {mediaTypeName(lead.pitchDeck.mediaType)}, {formatFileSize(lead.pitchDeck.sizeBytes)}
                  </span>
                </dd>
              </div>
            )}
          </dl>
        </section>

        <div className="flex min-w-0 flex-col gap-6">
          <LeadStatusForm lead={lead} onSaved={update} onFailure={onFailure} />
          <LeadNotesForm lead={lead} onSaved={update} onFailure={onFailure} />
        </div>
      </div>

      <LeadWorkPanel lead={lead} onLeadChanged={update} onFailure={onFailure} />
      <LeadOriginSection lead={lead} />
      <LeadHistory lead={lead} />
      <LeadMailList lead={lead} onSaved={update} onFailure={onFailure} />
      <WebhookDeliveryLog reference={lead.reference} onFailure={onFailure} />
      <LeadErasure reference={lead.reference} onFailure={onFailure} />
    </>
  );
}
