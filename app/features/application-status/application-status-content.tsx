import { Link } from "~/components/link";
import { Reveal } from "~/components/reveal";
import { statusMeanings } from "~/content/application-status";
import { lostApplicationId } from "~/content/application-status-help";
import { contactLink } from "~/lib/contact-link";
import { VISITOR_STATUSES, VISITOR_STATUS_LABELS } from "../../../contract/leads/application-status-page.ts";

// The application-status page's parts around the lookup form's island, placed
// by pages/contact-get-involved/application-status.astro (and by
// pages/forms/application-status.astro, the answer to a plain post).

/** Under the form: where to find a lost Application ID, or whom to ask. */
export function LostApplicationId() {
  return (
    <p className="mt-6 max-w-3xl text-slate-600">
      {lostApplicationId.text}{" "}
      <Link to={contactLink(lostApplicationId.topic)} className="font-medium text-brand-700 underline underline-offset-2">
        {lostApplicationId.linkLabel}
      </Link>
      .
    </p>
  );
}

/** Each status an applicant can see, with what it means for them. */
export function StatusMeanings() {
  return (
    <dl className="grid max-w-4xl gap-6 sm:grid-cols-2">
      {VISITOR_STATUSES.map((status, index) => (
        <Reveal key={status} index={index} className="rounded-2xl border border-slate-200 bg-white p-6">
          <dt className="text-lg font-semibold">{VISITOR_STATUS_LABELS[status]}</dt>
          <dd className="mt-2 text-slate-600">{statusMeanings[status]}</dd>
        </Reveal>
      ))}
    </dl>
  );
}
