import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/solutions-services";

export const meta = () => pageMeta(PATH);

export default function SolutionsServicesPage() {
  return <PageIntro path={PATH} />;
}
