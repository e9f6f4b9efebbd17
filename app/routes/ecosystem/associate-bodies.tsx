import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/ecosystem/associate-bodies";

export const meta = () => pageMeta(PATH);

export default function AssociateBodiesPage() {
  return <PageIntro path={PATH} />;
}
