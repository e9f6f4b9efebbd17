import { PageIntro } from "~/components/page-intro";
import { staticContent } from "~/components/static-content/static-content";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/platform";

const PlatformContent = staticContent(() => import("~/features/platform/platform-content"));

export const meta = () => pageMeta(PATH);

export default function PlatformPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <PlatformContent />
    </>
  );
}
