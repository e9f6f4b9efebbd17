import { CallToAction } from "~/components/call-to-action";
import { CardGrid, type CardItem } from "~/components/card-grid";
import { Section } from "~/components/section";
import { ProgramComparison } from "~/features/program-pages/program-comparison";
import type { FlagshipProgram, ProgramsHubCopy } from "~/features/program-pages/programme-types";

// The programs hub, all of it (pages/programs.astro).

const jumpLinks = [
  { label: "Flagship programs", href: "#flagship-programs" },
  { label: "Compare", href: "#compare" },
  { label: "Incubation packages", href: "#incubation-packages" },
  { label: "Self-assessments", href: "#assessments" },
] as const;

/** The banner's links to the page's sections. */
export function ProgramsJumpLinks() {
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
      <Section id="flagship-programs" title="Flagship Programs" intro={copy.intro}>
        <CardGrid items={programs.map((program) => program.card)} columns={4} cardStyle="gradient" />
      </Section>
      <Section id="compare" title="Compare at a Glance" tone="muted">
        <ProgramComparison programs={programs} />
      </Section>
      <Section id="incubation-packages" title="Incubation Packages" intro="Shorter packages for every early stage, from a first idea to a first market.">
        <CardGrid items={copy.packages} columns={4} />
      </Section>
      <Section id="assessments" title="Free Self-Assessments" intro="Ten minutes or less, in your browser, with a recommendation at the end." tone="muted">
        <CardGrid items={assessments} columns={3} cardStyle="feature" />
      </Section>
      <CallToAction {...copy.cta} />
    </>
  );
}
