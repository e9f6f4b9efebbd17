import { PageIntro } from "~/components/page-intro";
import { staticContent } from "~/components/static-content/static-content";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/solutions-services/msme-support-schemes";

const MsmeSupportSchemesContent = staticContent(() => import("~/features/solutions-services/msme-support-schemes-content"));

export const meta = () => pageMeta(PATH);

export default function MsmeSupportSchemesPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <MsmeSupportSchemesContent />
    </>
  );
}
