import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { interactiveFormOnFirstUse } from "~/features/lead-forms/form-on-first-use";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/resources/whitepapers";

/** The search, filters and citations: their code, and the papers, load on first use. */
const WhitepaperLibrary = interactiveFormOnFirstUse(() => import("~/features/whitepaper-search/whitepaper-library"), "WhitepaperLibrary");

export const meta = () => pageMeta(PATH);

export default function WhitepapersPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <Section id="library" title="The research library" intro="Search by title or description, filter by topic, copy a ready-made citation or download the full paper.">
        <WhitepaperLibrary />
      </Section>
    </>
  );
}
