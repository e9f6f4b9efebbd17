import { Section } from "~/components/section";
import { academicsIntro, researchPapers } from "~/content/audience-academics";
import { PaperSearch } from "./paper-search";

/** The research papers repository and its search: code loaded on first use (pages/audience-hub/consultants-academics.astro). */
export function ResearchPapersSection() {
  return (
    <Section id="research-papers" title="Research Papers Repository" intro={academicsIntro.text}>
      <PaperSearch papers={researchPapers} />
    </Section>
  );
}
