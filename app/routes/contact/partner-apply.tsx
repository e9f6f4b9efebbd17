import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/contact-get-involved/partner-apply";

export const meta = () => pageMeta(PATH);

export default function PartnerApplyPage() {
  return <PageIntro path={PATH} />;
}
