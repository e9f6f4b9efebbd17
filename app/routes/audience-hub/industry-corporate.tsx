import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/audience-hub/industry-corporate";

export const meta = () => pageMeta(PATH);

export default function IndustryCorporatePage() {
  return <PageIntro path={PATH} />;
}
