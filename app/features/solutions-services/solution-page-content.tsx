import { CallToAction } from "~/components/call-to-action";
import { CardGrid } from "~/components/card-grid";
import { Section } from "~/components/section";
import { RecordCardGrid } from "~/features/content-sections/record-card";
import { caseStudyCard, csrProgrammeCard, rdPackageCard, serviceCard } from "~/features/content-sections/solution-cards";
import type { SolutionCards, SolutionPage } from "./solution-types";

// A Solutions & Services page under its banner (pages/solutions-services/*.astro
// but the hub, the programmes and the assessments), from app/content/solutions/<id>.yaml.

function Cards({ cards }: { cards: SolutionCards }) {
  switch (cards.kind) {
    case "services":
      return <RecordCardGrid items={cards.items.map(serviceCard)} />;
    case "csrProgrammes":
      return <RecordCardGrid items={cards.items.map(csrProgrammeCard)} />;
    case "rdPackages":
      return <RecordCardGrid items={cards.items.map(rdPackageCard)} />;
    case "caseStudies":
      return <RecordCardGrid items={cards.items.map(caseStudyCard)} />;
    case "features":
      return <CardGrid items={cards.items} columns={3} cardStyle="feature" />;
  }
}

/** The page's sections, plain and muted in turn, then its closing call to action. */
export function SolutionPageContent({ page }: { page: SolutionPage }) {
  return (
    <>
      {page.sections.map((section, i) => (
        <Section key={section.id} id={section.id} title={section.title} intro={section.intro} tone={i % 2 === 1 ? "muted" : "white"}>
          <Cards cards={section.cards} />
        </Section>
      ))}
      <CallToAction {...page.cta} />
    </>
  );
}
