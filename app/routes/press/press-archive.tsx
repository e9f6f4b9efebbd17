import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/press/archive";

export const meta = () => pageMeta(PATH);

export default function PressArchivePage() {
  return <PageIntro path={PATH} />;
}
