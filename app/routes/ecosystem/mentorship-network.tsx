import { PageIntro } from "~/components/page-intro";
import { staticContent } from "~/components/static-content/static-content";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/ecosystem/mentorship-network";

const MentorshipNetworkContent = staticContent(() => import("~/features/ecosystem/mentorship-network-content"));

export const meta = () => pageMeta(PATH);

export default function MentorshipNetworkPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <MentorshipNetworkContent />
    </>
  );
}
