import { PageIntro } from "~/components/page-intro";
import { staticContent } from "~/components/static-content/static-content";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/legal";

const LegalHubContent = staticContent(() => import("~/features/legal-document/legal-hub-content"));

export const meta = () => pageMeta(PATH);

export default function LegalPage() {
  return (
    <>
      <PageIntro path={PATH} background="light" />
      <LegalHubContent />
    </>
  );
}
