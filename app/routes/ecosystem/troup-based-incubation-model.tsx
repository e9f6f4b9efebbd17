import { PageIntro } from "~/components/page-intro";
import { staticContent } from "~/components/static-content/static-content";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/ecosystem/troup-based-incubation-model";

const TroupBasedIncubationModelContent = staticContent(() => import("~/features/ecosystem/troup-based-incubation-model-content"));

export const meta = () => pageMeta(PATH);

export default function TroupBasedIncubationModelPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <TroupBasedIncubationModelContent />
    </>
  );
}
