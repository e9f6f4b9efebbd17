import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/audience-hub/government-ngos";

export const meta = () => pageMeta(PATH);

export default function GovernmentNgosPage() {
  return <PageIntro path={PATH} />;
}
