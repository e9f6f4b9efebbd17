import { CallToAction } from "~/components/call-to-action";
import { CardGrid } from "~/components/card-grid";
import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { Reveal } from "~/components/reveal";
import { Section } from "~/components/section";
import {
  CURRENT_OPENINGS_ID,
  benefits,
  careersCta,
  careersHero,
  culture,
  whyWorkHere,
} from "~/content/careers";
import type { JobOpeningSummary } from "~/features/job-openings/job-opening";
import { JobOpeningCard } from "~/features/job-openings/job-opening-card";
import { ApplicationSteps } from "./application-steps";

// The careers page, all of it (pages/careers.astro).

/** The banner's two actions: the openings and life at Ankur. */
export function CareersHeroActions() {
  return (
    <div className="mt-2 flex flex-wrap gap-3">
      <Link to={careersHero.viewOpenings.to} className="btn btn-light">
        {careersHero.viewOpenings.label}
      </Link>
      <Link to={careersHero.lifeAtAnkur.to} className="btn btn-outline-light">
        {careersHero.lifeAtAnkur.label}
      </Link>
    </div>
  );
}

/** Why work here, culture, the openings, benefits, the application process and the closing call to action. */
export function CareersSections({ jobs }: { jobs: readonly JobOpeningSummary[] }) {
  return (
    <>
      <Section id="why-work-here" title="Why Work Here">
        <CardGrid items={whyWorkHere} columns={4} cardStyle="feature" />
      </Section>
      <Section id="culture" title="Our Culture" intro={culture.intro} tone="muted">
        <CardGrid items={culture.values} columns={4} cardStyle="minimal" />
      </Section>
      <Section id={CURRENT_OPENINGS_ID} title="Current Openings" intro={`${jobs.length} roles open now, in Pune and Bengaluru.`}>
        <ul className="flex flex-col gap-4">
          {jobs.map((job, i) => (
            <JobOpeningCard key={job.slug} job={job} index={i} />
          ))}
        </ul>
      </Section>
      <Section id="benefits" title="Benefits" tone="muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map((benefit, i) => (
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
      <Section id="application-process" title="Our Application Process" intro="Five steps, and you will hear from us at each one.">
        <ApplicationSteps look="outlined" />
      </Section>
      <CallToAction {...careersCta} />
    </>
  );
}
