import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/resources/media";

export const meta = () => pageMeta(PATH);

export default function MediaPage() {
  return <PageIntro path={PATH} />;
}
