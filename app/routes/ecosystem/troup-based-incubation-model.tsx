import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/ecosystem/troup-based-incubation-model";

export const meta = () => pageMeta(PATH);

export default function TroupBasedIncubationModelPage() {
  return <PageIntro path={PATH} />;
}
