import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/solutions-services/government-programs-grants";

export const meta = () => pageMeta(PATH);

export default function GovernmentProgramsGrantsPage() {
  return <PageIntro path={PATH} />;
}
