import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/ecosystem/industry-partners";

export const meta = () => pageMeta(PATH);

export default function IndustryPartnersPage() {
  return <PageIntro path={PATH} />;
}
