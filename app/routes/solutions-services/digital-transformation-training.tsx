import { PageIntro } from "~/components/page-intro";
import { staticContent } from "~/components/static-content/static-content";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/solutions-services/digital-transformation-training";

const DigitalTransformationTrainingContent = staticContent(() => import("~/features/solutions-services/digital-transformation-training-content"));

export const meta = () => pageMeta(PATH);

export default function DigitalTransformationTrainingPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <DigitalTransformationTrainingContent />
    </>
  );
}
