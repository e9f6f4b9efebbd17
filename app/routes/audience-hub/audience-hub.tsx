import { PageIntro } from "~/components/page-intro";
import { staticContent } from "~/components/static-content/static-content";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/audience-hub";

const AudienceHubContent = staticContent(() => import("~/features/audience-hub/audience-hub-content"));

export const meta = () => pageMeta(PATH);

export default function AudienceHubPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <AudienceHubContent />
    </>
  );
}
