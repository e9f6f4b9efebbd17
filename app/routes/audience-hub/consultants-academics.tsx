import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { staticContent } from "~/components/static-content/static-content";
import { academicsIntro, researchPapers } from "~/content/audience-academics";
import { PaperSearch } from "~/features/paper-search/paper-search";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/audience-hub/consultants-academics";

const ConsultantsAcademicsContent = staticContent(() => import("~/features/audience-hub/consultants-academics-content"));

export const meta = () => pageMeta(PATH);

/** The paper search hydrates; the advisory services and webinars under it are static content. */
export default function ConsultantsAcademicsPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <Section id="research-papers" title="Research Papers Repository" intro={academicsIntro.text}>
        <PaperSearch papers={researchPapers} />
      </Section>
      <ConsultantsAcademicsContent />
    </>
  );
}
