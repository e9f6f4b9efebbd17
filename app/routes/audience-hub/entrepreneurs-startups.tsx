import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/audience-hub/entrepreneurs-startups";

export const meta = () => pageMeta(PATH);

export default function EntrepreneursStartupsPage() {
  return <PageIntro path={PATH} />;
}
