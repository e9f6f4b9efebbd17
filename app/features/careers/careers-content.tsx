import { CallToAction } from "~/components/call-to-action";
import { CardGrid } from "~/components/card-grid";
import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { Reveal } from "~/components/reveal";
import { Section } from "~/components/section";
import type { JobOpeningSummary } from "~/features/job-openings/job-opening";
import { JobOpeningCard } from "~/features/job-openings/job-opening-card";
import { openingsIntro } from "~/features/job-openings/openings-intro";
import { contactLink } from "~/lib/contact-link";
import { ApplicationSteps } from "./application-steps";
import { CURRENT_OPENINGS_ID, type CareersCopy } from "./careers-copy";

// The careers page, all of it (pages/careers.astro), its words from app/content/careers-page.yaml.

const WHY_WORK_HERE_ID = "why-work-here";

/** The banner's two actions: the openings and why work here. */
export function CareersHeroActions({ labels }: { labels: CareersCopy["heroActions"] }) {
  return (
    <div className="mt-2 flex flex-wrap gap-3">
      <Link to={`#${CURRENT_OPENINGS_ID}`} className="btn btn-light">
        {labels.viewOpenings}
      </Link>
      <Link to={`#${WHY_WORK_HERE_ID}`} className="btn btn-outline-light">
        {labels.whyWorkHere}
      </Link>
    </div>
  );
}

/** Why work here, culture, the open roles, benefits, the application process and the closing call to action. */
export function CareersSections({ jobs, copy }: { jobs: readonly JobOpeningSummary[]; copy: CareersCopy }) {
  const { cta } = copy;
  return (
    <>
      <Section id={WHY_WORK_HERE_ID} title={copy.whyWorkHere.title}>
        <CardGrid items={copy.whyWorkHere.cards} columns={4} cardStyle="feature" />
      </Section>
      <Section id="culture" title={copy.culture.title} intro={copy.culture.intro} tone="muted">
        <CardGrid items={copy.culture.values} columns={4} cardStyle="minimal" />
      </Section>
      <Section id={CURRENT_OPENINGS_ID} title={copy.openings.title} intro={openingsIntro(jobs, copy.openings)}>
        {jobs.length > 0 && (
          <ul className="flex flex-col gap-4">
            {jobs.map((job, i) => (
              <JobOpeningCard key={job.slug} job={job} index={i} />
            ))}
          </ul>
        )}
      </Section>
      <Section id="benefits" title={copy.benefits.title} tone="muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {copy.benefits.items.map((benefit, i) => (
            <Reveal as="li" index={i} key={benefit.title} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm">
              <Icon name={benefit.icon} className="size-6 shrink-0 text-brand-700" />
              <div>
                <h3 className="font-semibold">{benefit.title}</h3>
                <p className="mt-1 text-slate-600">{benefit.description}</p>
              </div>
            </Reveal>
          ))}
        </ul>
      </Section>
      <Section id="application-process" title={copy.applicationProcess.title} intro={copy.applicationProcess.intro}>
        <ApplicationSteps look="outlined" steps={copy.applicationProcess.steps} />
      </Section>
      <CallToAction
        title={cta.title}
        text={cta.text}
        primary={{ label: cta.primaryLabel, to: contactLink(cta.contactTopic) }}
        secondary={{ label: cta.secondaryLabel, to: cta.secondaryTo }}
      />
    </>
  );
}
