import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/solutions-services/wanapreneur-programs";

export const meta = () => pageMeta(PATH);

export default function WanapreneurProgramsPage() {
  return <PageIntro path={PATH} />;
}
