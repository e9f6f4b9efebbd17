import { PageIntro } from "~/components/page-intro";
import { staticContent } from "~/components/static-content/static-content";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/ecosystem";

const EcosystemContent = staticContent(() => import("~/features/ecosystem/ecosystem-content"));

export const meta = () => pageMeta(PATH);

export default function EcosystemPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <EcosystemContent />
    </>
  );
}
