import type { LeadDetailAnswer } from "../../../contract/staff-inbox/inbox-answers.ts";
import { LEAD_ORIGIN_LABELS, LEAD_ORIGIN_PARTS, verificationLabel } from "../../../contract/staff-inbox/lead-origin-labels.ts";

/**
 * Where the lead came from (the visit's landing page, referrer and campaign
 * tags; the page it was sent from) and whether the browser solved the spam
 * check: as text, never as links (a referrer is the visitor's word).
 */
export function LeadOriginSection({ lead }: { lead: Pick<LeadDetailAnswer, "origin" | "verification"> }) {
  const parts = LEAD_ORIGIN_PARTS.filter((part) => lead.origin?.[part]);
  return (
    <section aria-labelledby="origin-heading" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="origin-heading" className="text-xl font-bold">
        Where it came from
      </h2>
      <dl className="mt-4 divide-y divide-slate-100">
        <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
          <dt className="font-medium text-slate-700">Spam check</dt>
          <dd className="sm:col-span-2">
            {verificationLabel(lead.verification)}
            {lead.verification === "unverified" && (
              <span className="block text-sm text-slate-600">Sent without a solved spam check: no JavaScript in the visitor's browser, or an API client. Check it before acting on it.</span>
            )}
          </dd>
        </div>
        {parts.map((part) => (
          <div key={part} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
            <dt className="font-medium text-slate-700">{LEAD_ORIGIN_LABELS[part]}</dt>
            <dd className="wrap-anywhere sm:col-span-2">{lead.origin?.[part]}</dd>
          </div>
        ))}
      </dl>
      {parts.length === 0 && <p className="py-3 text-slate-600">Nothing is known of where this lead came from.</p>}
    </section>
  );
}
