import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/solutions-services/msme-support-schemes";

export const meta = () => pageMeta(PATH);

export default function MsmeSupportSchemesPage() {
  return <PageIntro path={PATH} />;
}
