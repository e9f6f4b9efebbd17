import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/programs";

export const meta = () => pageMeta(PATH);

export default function ProgramsPage() {
  return <PageIntro path={PATH} />;
}
