import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/platform";

export const meta = () => pageMeta(PATH);

export default function PlatformPage() {
  return <PageIntro path={PATH} />;
}
