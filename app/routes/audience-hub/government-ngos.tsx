import { PageIntro } from "~/components/page-intro";
import { staticContent } from "~/components/static-content/static-content";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/audience-hub/government-ngos";

const GovernmentNgosContent = staticContent(() => import("~/features/audience-hub/government-ngos-content"));

export const meta = () => pageMeta(PATH);

export default function GovernmentNgosPage() {
  return (
    <>
      <PageIntro path={PATH} background="dark" />
      <GovernmentNgosContent />
    </>
  );
}
