import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/resources/tools";

export const meta = () => pageMeta(PATH);

export default function ToolsPage() {
  return <PageIntro path={PATH} />;
}
