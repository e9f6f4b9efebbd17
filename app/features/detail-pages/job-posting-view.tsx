import { Breadcrumb } from "~/components/breadcrumb";
import { Icon } from "~/components/icon";
import type { IconName } from "~/components/icon-names";
import { Link } from "~/components/link";
import { PageBanner } from "~/components/page-banner";
import { Section } from "~/components/section";
import { ApplicationSteps } from "~/features/careers/application-steps";
import { type ApplicationStep, CURRENT_OPENINGS_ID, type JobPageCopy } from "~/features/careers/careers-copy";
import type { JobOpening } from "~/features/job-openings/job-opening";
import { contactLink } from "~/lib/contact-link";
import { formatLongDate } from "~/lib/display-format";
import { BackLink } from "./back-link";
import { CheckList } from "./check-list";
import { jobTrail } from "./detail-trails";
import { FactList } from "./fact-list";

const HOW_TO_APPLY_ID = "how-to-apply";
const ALL_OPENINGS = { to: `/careers#${CURRENT_OPENINGS_ID}`, label: "Back to all openings" } as const;

/** An open role's page: what the job is, what it asks, and how to apply (the contact form, prefilled; the application process's `steps`). */
export function JobPostingView({ job, copy, steps }: { job: JobOpening; copy: JobPageCopy; steps: readonly ApplicationStep[] }) {
  const applyTo = contactLink(copy.applicationTopic.replaceAll("{title}", job.title));
  const { applyLabel, howToApply } = copy;
  const facts: { icon: IconName; label: string; text: string }[] = [
    { icon: "users", label: "Team", text: job.team },
    { icon: "map-pin", label: "Location", text: job.location },
    { icon: "briefcase", label: "Employment type", text: job.type },
    { icon: "clock", label: "Experience", text: job.experience },
  ];
  return (
    <>
      <PageBanner title={job.title} subtitle={job.summary}>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-white/90" aria-label="Role details">
          {facts.map((fact) => (
            <li key={fact.label} className="flex items-center gap-1.5">
              <Icon name={fact.icon} className="size-5" />
              <span className="sr-only">{fact.label}: </span>
              {fact.text}
            </li>
          ))}
        </ul>
        <div className="mt-2 flex flex-wrap gap-3">
          <Link to={applyTo} className="btn btn-light" data-testid="apply-link">
            {applyLabel}
          </Link>
          <a href={`#${HOW_TO_APPLY_ID}`} className="btn btn-outline-light">
            {howToApply.title}
          </a>
        </div>
      </PageBanner>
      <Breadcrumb trail={jobTrail(job)} />
      <Section>
        <div className="grid gap-12 lg:grid-cols-3">
          <div className="flex flex-col gap-10 lg:col-span-2">
            <CheckList id="responsibilities" title="What You Will Do" items={job.responsibilities} />
            <CheckList id="requirements" title="What We Are Looking For" items={job.requirements} />
            {job.niceToHave.length > 0 && <CheckList id="nice-to-have" title="Nice to Have" items={job.niceToHave} />}
          </div>
          <aside aria-label="Role at a glance">
            <FactList
              title="Role at a Glance"
              facts={[
                ...facts.map((fact) => ({ label: fact.label, value: fact.text })),
                { label: "Posted", value: <time dateTime={job.posted}>{formatLongDate(job.posted)}</time> },
                ...(job.closes ? [{ label: "Apply by", value: <time dateTime={job.closes}>{formatLongDate(job.closes)}</time> }] : []),
              ]}
            >
              <Link to={applyTo} className="btn btn-primary mt-6 w-full justify-center">
                {applyLabel}
              </Link>
            </FactList>
          </aside>
        </div>
      </Section>
      <Section id={HOW_TO_APPLY_ID} title={howToApply.title} intro={howToApply.intro} tone="muted">
        <ApplicationSteps look="raised" steps={steps} />
        <div className="mt-10 flex flex-wrap items-center gap-6">
          <Link to={applyTo} className="btn btn-primary">
            {applyLabel}
            <span className="sr-only">: {job.title}</span>
            <Icon name="send" className="size-4" />
          </Link>
          <BackLink to={ALL_OPENINGS.to} label={ALL_OPENINGS.label} />
        </div>
      </Section>
    </>
  );
}
