import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/solutions-services/startup-incubation-packages";

export const meta = () => pageMeta(PATH);

export default function StartupIncubationPackagesPage() {
  return <PageIntro path={PATH} />;
}
