import { PageIntro } from "~/components/page-intro";
import { staticContent } from "~/components/static-content/static-content";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/success-stories";

const SuccessStoriesContent = staticContent(() => import("~/features/success-stories/success-stories-content"));

export const meta = () => pageMeta(PATH);

export default function SuccessStoriesPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <SuccessStoriesContent />
    </>
  );
}
