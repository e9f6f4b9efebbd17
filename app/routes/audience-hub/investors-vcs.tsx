import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/audience-hub/investors-vcs";

export const meta = () => pageMeta(PATH);

export default function InvestorsVcsPage() {
  return <PageIntro path={PATH} />;
}
