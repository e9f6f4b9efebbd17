import { PageIntro } from "~/components/page-intro";
import { staticContent } from "~/components/static-content/static-content";
import { interactiveFormOnFirstUse } from "~/features/lead-forms/form-on-first-use";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/audience-hub/consultants-academics";

const ConsultantsAcademicsContent = staticContent(() => import("~/features/audience-hub/consultants-academics-content"));
const ResearchPapersSection = interactiveFormOnFirstUse(() => import("~/features/paper-search/research-papers-section"), "ResearchPapersSection");

export const meta = () => pageMeta(PATH);

/** The paper search's code loads on first use; the advisory services and webinars under it are static content. */
export default function ConsultantsAcademicsPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <ResearchPapersSection />
      <ConsultantsAcademicsContent />
    </>
  );
}
