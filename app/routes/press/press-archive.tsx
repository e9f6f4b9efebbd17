import { PageIntro } from "~/components/page-intro";
import { staticContent } from "~/components/static-content/static-content";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/press/archive";

const PressArchiveContent = staticContent(() => import("~/features/press-archive/press-archive-content"));

export const meta = () => pageMeta(PATH);

export default function PressArchivePage() {
  return (
    <>
      <PageIntro path={PATH} />
      <PressArchiveContent />
    </>
  );
}
