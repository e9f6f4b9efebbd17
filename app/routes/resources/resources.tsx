import { PageIntro } from "~/components/page-intro";
import { staticContent } from "~/components/static-content/static-content";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/resources";

const ResourcesHubContent = staticContent(() => import("~/features/resources-hub/resources-hub-content"));

export const meta = () => pageMeta(PATH);

export default function ResourcesPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <ResourcesHubContent />
    </>
  );
}
