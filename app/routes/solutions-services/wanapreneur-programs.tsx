import { PageIntro } from "~/components/page-intro";
import { staticContent } from "~/components/static-content/static-content";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/solutions-services/wanapreneur-programs";

const WanapreneurProgramsContent = staticContent(() => import("~/features/solutions-services/wanapreneur-programs-content"));

export const meta = () => pageMeta(PATH);

export default function WanapreneurProgramsPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <WanapreneurProgramsContent />
    </>
  );
}
