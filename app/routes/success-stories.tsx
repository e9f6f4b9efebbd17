import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/success-stories";

export const meta = () => pageMeta(PATH);

export default function SuccessStoriesPage() {
  return <PageIntro path={PATH} />;
}
