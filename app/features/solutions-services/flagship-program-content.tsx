import { CallToAction } from "~/components/call-to-action";
import { CardGrid, type CardItem } from "~/components/card-grid";
import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { Section } from "~/components/section";
import { StatGrid } from "~/components/stat-grid";
import { FaqList } from "~/features/program-pages/faq-list";
import { ProgramSchedule } from "~/features/program-pages/program-schedule";
import { ProgramTerms } from "~/features/program-pages/program-terms";
import type { FlagshipProgram, ProgramChooser, ProgramPageHeadings } from "~/features/program-pages/programme-types";

// A flagship programme page (pages/solutions-services/[program].astro renders
// one per file of app/content/programmes/).

/** Under the banner title: the programme's duration and its two calls to action. */
export function FlagshipIntroActions({ program, headings }: { program: FlagshipProgram; headings: Pick<ProgramPageHeadings, "seeSchedule"> }) {
  return (
    <>
      <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">
        <Icon name="clock" className="size-4" />
        <span className="sr-only">Duration: </span>
        {program.duration}
      </p>
      <div className="mt-2 flex flex-wrap gap-3">
        <Link to={program.apply.primary.to} className="btn btn-light">
          {program.apply.primary.label}
          <Icon name="arrow-right" className="size-4" />
        </Link>
        <a href="#schedule" className="btn btn-outline-light">
          {headings.seeSchedule}
        </a>
      </div>
    </>
  );
}

/** The page under the banner: overview, audience, schedule, outcomes, terms, questions and the other programmes. */
export function FlagshipProgramContent({
  program,
  headings,
  others,
  chooser,
}: {
  program: FlagshipProgram;
  headings: ProgramPageHeadings;
  others: readonly CardItem[];
  chooser: ProgramChooser;
}) {
  return (
    <>
      <Section id="overview" title={headings.overview} intro={program.forWhom}>
        <p className="max-w-3xl text-lg text-slate-700">{program.overview}</p>
        <div className="mt-10">
          <StatGrid stats={program.facts} />
        </div>
      </Section>
      <Section id="who-its-for" title={headings.audience} intro={program.audience.intro} tone="muted">
        <CardGrid items={program.audience.profiles} columns={3} cardStyle="feature" />
      </Section>
      <Section id="schedule" title={program.scheduleTitle} intro={program.scheduleIntro}>
        <ProgramSchedule phases={program.schedule} label={`${program.shortName}, ${program.scheduleTitle.toLowerCase()}`} />
      </Section>
      <Section id="outcomes" title={headings.outcomes} tone="muted">
        <CardGrid items={program.outcomes} columns={4} />
      </Section>
      <Section id="eligibility-and-cost" title={headings.terms}>
        <ProgramTerms eligibility={program.eligibility} costModel={program.costModel} />
      </Section>
      <Section id="faq" title={headings.faqs} tone="muted">
        <FaqList faqs={program.faqs} />
      </Section>
      <CallToAction {...program.apply} />
      <Section id="other-programs" title={chooser.title} intro={chooser.intro}>
        <CardGrid items={others} columns={3} cardStyle="gradient" />
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={chooser.primary.to} className="btn btn-primary">
            {chooser.primary.label}
          </Link>
          <Link to={chooser.secondary.to} className="btn btn-secondary">
            {chooser.secondary.label}
          </Link>
        </div>
      </Section>
    </>
  );
}
