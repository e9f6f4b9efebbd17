import { PageIntro } from "~/components/page-intro";
import { staticContent } from "~/components/static-content/static-content";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/press";

const PressContent = staticContent(() => import("~/features/press-room/press-content"));

export const meta = () => pageMeta(PATH);

export default function PressPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <PressContent />
    </>
  );
}
