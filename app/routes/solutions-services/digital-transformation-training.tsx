import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/solutions-services/digital-transformation-training";

export const meta = () => pageMeta(PATH);

export default function DigitalTransformationTrainingPage() {
  return <PageIntro path={PATH} />;
}
