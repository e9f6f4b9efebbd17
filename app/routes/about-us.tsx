import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/about-us";

export const meta = () => pageMeta(PATH);

export default function AboutUsPage() {
  return <PageIntro path={PATH} />;
}
