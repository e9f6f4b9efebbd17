import { PageIntro } from "~/components/page-intro";
import { staticContent } from "~/components/static-content/static-content";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/ecosystem/associate-bodies";

const AssociateBodiesContent = staticContent(() => import("~/features/ecosystem/associate-bodies-content"));

export const meta = () => pageMeta(PATH);

export default function AssociateBodiesPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <AssociateBodiesContent />
    </>
  );
}
