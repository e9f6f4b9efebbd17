import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/ecosystem/participating-companies";

export const meta = () => pageMeta(PATH);

export default function ParticipatingCompaniesPage() {
  return <PageIntro path={PATH} />;
}
