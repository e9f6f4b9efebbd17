import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/audience-hub/consultants-academics";

export const meta = () => pageMeta(PATH);

export default function ConsultantsAcademicsPage() {
  return <PageIntro path={PATH} />;
}
