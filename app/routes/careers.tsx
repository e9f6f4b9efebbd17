import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/careers";

export const meta = () => pageMeta(PATH);

export default function CareersPage() {
  return <PageIntro path={PATH} />;
}
