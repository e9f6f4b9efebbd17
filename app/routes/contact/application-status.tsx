import { Link } from "~/components/link";
import { PageIntro } from "~/components/page-intro";
import { Reveal } from "~/components/reveal";
import { Section } from "~/components/section";
import { lostApplicationId, statusLookupIntro, statusMeanings, statusMeaningsTitle } from "~/content/application-status";
import { VISITOR_STATUSES, VISITOR_STATUS_LABELS } from "../../../contract/leads/application-status-page.ts";
import { StatusLookupForm } from "~/features/application-status/status-lookup-form";
import { contactLink } from "~/lib/contact-link";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/contact-get-involved/application-status";

export const meta = () => pageMeta(PATH);

export default function ApplicationStatusPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <Section id="status-lookup" title={statusLookupIntro.title} intro={statusLookupIntro.text}>
        <div className="max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <StatusLookupForm />
        </div>
        <p className="mt-6 max-w-3xl text-slate-600">
          {lostApplicationId.text}{" "}
          <Link to={contactLink(lostApplicationId.topic)} className="font-medium text-brand-700 underline underline-offset-2">
            {lostApplicationId.linkLabel}
          </Link>
          .
        </p>
      </Section>
      <Section id="status-meanings" title={statusMeaningsTitle} tone="muted">
        <dl className="grid max-w-4xl gap-6 sm:grid-cols-2">
          {VISITOR_STATUSES.map((status, index) => (
            <Reveal key={status} index={index} className="rounded-2xl border border-slate-200 bg-white p-6">
              <dt className="text-lg font-semibold">{VISITOR_STATUS_LABELS[status]}</dt>
              <dd className="mt-2 text-slate-600">{statusMeanings[status]}</dd>
            </Reveal>
          ))}
        </dl>
      </Section>
    </>
  );
}
