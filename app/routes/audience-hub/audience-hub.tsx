import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/audience-hub";

export const meta = () => pageMeta(PATH);

export default function AudienceHubPage() {
  return <PageIntro path={PATH} />;
}
