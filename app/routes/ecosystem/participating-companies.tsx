import { PageIntro } from "~/components/page-intro";
import { staticContent } from "~/components/static-content/static-content";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/ecosystem/participating-companies";

const ParticipatingCompaniesContent = staticContent(() => import("~/features/ecosystem/participating-companies-content"));

export const meta = () => pageMeta(PATH);

export default function ParticipatingCompaniesPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <ParticipatingCompaniesContent />
    </>
  );
}
