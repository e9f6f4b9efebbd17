import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/legal";

export const meta = () => pageMeta(PATH);

export default function LegalPage() {
  return <PageIntro path={PATH} />;
}
