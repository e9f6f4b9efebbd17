import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/resources";

export const meta = () => pageMeta(PATH);

export default function ResourcesPage() {
  return <PageIntro path={PATH} />;
}
