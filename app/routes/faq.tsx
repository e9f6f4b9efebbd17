import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/faq";

export const meta = () => pageMeta(PATH);

export default function FaqPage() {
  return <PageIntro path={PATH} />;
}
