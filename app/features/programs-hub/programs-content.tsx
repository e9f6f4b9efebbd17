import { CallToAction } from "~/components/call-to-action";
import { CardGrid } from "~/components/card-grid";
import { Section } from "~/components/section";
import { flagshipProgramList, incubationPackageCards, programsCta, programsHubIntro } from "~/content/programs";
import { assessments, flagshipPrograms } from "~/content/solutions";
import { ProgramComparison } from "~/features/program-pages/program-comparison";

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
export function ProgramsSections() {
  return (
    <>
      <Section id="flagship-programs" title="Flagship Programs" intro={programsHubIntro}>
        <CardGrid items={flagshipPrograms} columns={4} cardStyle="gradient" />
      </Section>
      <Section id="compare" title="Compare at a Glance" tone="muted">
        <ProgramComparison programs={flagshipProgramList} />
      </Section>
      <Section id="incubation-packages" title="Incubation Packages" intro="Shorter packages for every early stage, from a first idea to a first market.">
        <CardGrid items={incubationPackageCards} columns={4} />
      </Section>
      <Section id="assessments" title="Free Self-Assessments" intro="Ten minutes or less, in your browser, with a recommendation at the end." tone="muted">
        <CardGrid items={assessments} columns={3} cardStyle="feature" />
      </Section>
      <CallToAction {...programsCta} />
    </>
  );
}
