import { PageIntro } from "~/components/page-intro";
import { staticContent } from "~/components/static-content/static-content";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/solutions-services/startup-incubation-packages";

const StartupIncubationPackagesContent = staticContent(() => import("~/features/solutions-services/startup-incubation-packages-content"));

export const meta = () => pageMeta(PATH);

export default function StartupIncubationPackagesPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <StartupIncubationPackagesContent />
    </>
  );
}
