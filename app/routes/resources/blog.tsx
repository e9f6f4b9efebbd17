import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/resources/blog";

export const meta = () => pageMeta(PATH);

export default function BlogPage() {
  return <PageIntro path={PATH} />;
}
