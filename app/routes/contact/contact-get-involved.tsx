import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/contact-get-involved";

export const meta = () => pageMeta(PATH);

export default function ContactGetInvolvedPage() {
  return <PageIntro path={PATH} />;
}
