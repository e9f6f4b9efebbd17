import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/solutions-services/corporate-partnerships";

export const meta = () => pageMeta(PATH);

export default function CorporatePartnershipsPage() {
  return <PageIntro path={PATH} />;
}
