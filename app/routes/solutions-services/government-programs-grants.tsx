import { PageIntro } from "~/components/page-intro";
import { staticContent } from "~/components/static-content/static-content";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/solutions-services/government-programs-grants";

const GovernmentProgramsGrantsContent = staticContent(() => import("~/features/solutions-services/government-programs-grants-content"));

export const meta = () => pageMeta(PATH);

export default function GovernmentProgramsGrantsPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <GovernmentProgramsGrantsContent />
    </>
  );
}
