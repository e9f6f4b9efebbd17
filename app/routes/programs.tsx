import { PageIntro } from "~/components/page-intro";
import { staticContent } from "~/components/static-content/static-content";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/programs";

/** The page's static content module: one import() for all of its pieces. */
const pageContent = () => import("~/features/programs-hub/programs-content");
const ProgramsJumpLinks = staticContent(pageContent, "ProgramsJumpLinks");
const ProgramsSections = staticContent(pageContent, "ProgramsSections");

export const meta = () => pageMeta(PATH);

export default function ProgramsPage() {
  return (
    <>
      <PageIntro path={PATH}>
        <ProgramsJumpLinks />
      </PageIntro>
      <ProgramsSections />
    </>
  );
}
