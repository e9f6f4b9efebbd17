import { PageIntro } from "~/components/page-intro";
import { staticContent } from "~/components/static-content/static-content";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/solutions-services/corporate-partnerships";

const CorporatePartnershipsContent = staticContent(() => import("~/features/solutions-services/corporate-partnerships-content"));

export const meta = () => pageMeta(PATH);

export default function CorporatePartnershipsPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <CorporatePartnershipsContent />
    </>
  );
}
