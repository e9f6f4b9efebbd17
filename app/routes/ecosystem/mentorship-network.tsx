import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/ecosystem/mentorship-network";

export const meta = () => pageMeta(PATH);

export default function MentorshipNetworkPage() {
  return <PageIntro path={PATH} />;
}
