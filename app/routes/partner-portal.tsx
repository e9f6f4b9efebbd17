import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/partner-portal";

export const meta = () => pageMeta(PATH);

export default function PartnerPortalPage() {
  return <PageIntro path={PATH} />;
}
