import { PageIntro } from "~/components/page-intro";
import { staticContent } from "~/components/static-content/static-content";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/programs";

const ProgramsJumpLinks = staticContent(async () => ({ default: (await import("~/features/programs-hub/programs-content")).ProgramsJumpLinks }));
const ProgramsSections = staticContent(async () => ({ default: (await import("~/features/programs-hub/programs-content")).ProgramsSections }));

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
