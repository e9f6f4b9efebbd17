import { CallToAction } from "~/components/call-to-action";
import { CardGrid, type CardItem } from "~/components/card-grid";
import { Section } from "~/components/section";
import { ProgramComparison } from "~/features/program-pages/program-comparison";
import type { FlagshipProgram, ProgramsHubCopy } from "~/features/program-pages/programme-types";

// The programs hub, all of it (pages/programs.astro).

/** The banner's links to the page's sections. */
export function ProgramsJumpLinks({ copy }: { copy: ProgramsHubCopy }) {
  const jumpLinks = [
    { label: copy.flagship.jumpLabel, href: "#flagship-programs" },
    { label: copy.compare.jumpLabel, href: "#compare" },
    { label: copy.packages.jumpLabel, href: "#incubation-packages" },
    { label: copy.assessments.jumpLabel, href: "#assessments" },
  ];
  return (
    <nav aria-label="On this page">
      <ul className="flex flex-wrap gap-2">
        {jumpLinks.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="inline-flex rounded-full bg-white/15 px-3 py-1 text-sm font-semibold hover:bg-white/25">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The flagship programs, their comparison, the incubation packages, the self-assessments and the closing call to action. */
export function ProgramsSections({ programs, assessments, copy }: { programs: readonly FlagshipProgram[]; assessments: readonly CardItem[]; copy: ProgramsHubCopy }) {
  return (
    <>
      <Section id="flagship-programs" title={copy.flagship.title} intro={copy.flagship.intro}>
        <CardGrid items={programs.map((program) => program.card)} columns={4} cardStyle="gradient" />
      </Section>
      <Section id="compare" title={copy.compare.title} tone="muted">
        <ProgramComparison programs={programs} />
      </Section>
      <Section id="incubation-packages" title={copy.packages.title} intro={copy.packages.intro}>
        <CardGrid items={copy.packages.cards} columns={4} />
      </Section>
      <Section id="assessments" title={copy.assessments.title} intro={copy.assessments.intro} tone="muted">
        <CardGrid items={assessments} columns={3} cardStyle="feature" />
      </Section>
      <CallToAction {...copy.cta} />
    </>
  );
}
