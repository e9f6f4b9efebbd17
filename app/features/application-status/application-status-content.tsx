import { Link } from "~/components/link";
import { Reveal } from "~/components/reveal";
import { contactLink } from "~/lib/contact-link";
import { VISITOR_STATUSES, VISITOR_STATUS_LABELS, type VisitorStatus } from "../../../contract/leads/application-status-page.ts";

// The application-status page's parts around the lookup form's island, placed
// by pages/contact-get-involved/application-status.astro (and by
// pages/forms/application-status.astro, the answer to a plain post), with
// the words of app/content/application-status-page.yaml
// (./application-status-entry.ts).

/** What each status an applicant can see means for them. */
export type StatusMeaningTexts = Readonly<Record<VisitorStatus, string>>;

/** The page's words. */
export type ApplicationStatusCopy = {
  lookup: { title: string; text: string };
  lostApplicationId: { text: string; linkLabel: string; topic: string };
  meaningsTitle: string;
  meanings: StatusMeaningTexts;
};

/** Under the form: where to find a lost Application ID, or whom to ask. */
export function LostApplicationId({ lostApplicationId }: { lostApplicationId: ApplicationStatusCopy["lostApplicationId"] }) {
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
export function StatusMeanings({ meanings }: { meanings: StatusMeaningTexts }) {
  return (
    <dl className="grid max-w-4xl gap-6 sm:grid-cols-2">
      {VISITOR_STATUSES.map((status, index) => (
        <Reveal key={status} index={index} className="rounded-2xl border border-slate-200 bg-white p-6">
          <dt className="text-lg font-semibold">{VISITOR_STATUS_LABELS[status]}</dt>
          <dd className="mt-2 text-slate-600">{meanings[status]}</dd>
        </Reveal>
      ))}
    </dl>
  );
}
