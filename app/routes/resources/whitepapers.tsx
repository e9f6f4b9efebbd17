import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { whitepapers } from "~/content/resources-whitepapers";
import { WhitepaperBrowser } from "~/features/whitepaper-search/whitepaper-browser";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/resources/whitepapers";

export const meta = () => pageMeta(PATH);

export default function WhitepapersPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <Section id="library" title="The research library" intro="Search by title or description, filter by topic, copy a ready-made citation or download the full paper.">
        <WhitepaperBrowser papers={whitepapers} />
      </Section>
    </>
  );
}
