import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/resources/whitepapers";

export const meta = () => pageMeta(PATH);

export default function WhitepapersPage() {
  return <PageIntro path={PATH} />;
}
