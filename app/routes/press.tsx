import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/press";

export const meta = () => pageMeta(PATH);

export default function PressPage() {
  return <PageIntro path={PATH} />;
}
