import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/resources/events";

export const meta = () => pageMeta(PATH);

export default function EventsPage() {
  return <PageIntro path={PATH} />;
}
