import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/ecosystem";

export const meta = () => pageMeta(PATH);

export default function EcosystemPage() {
  return <PageIntro path={PATH} />;
}
