import { useLocation } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { staticContent } from "~/components/static-content/static-content";
import type { ProgramPath } from "~/content/programs-types";
import { isProgramPath } from "~/features/solutions-services/program-paths";
import { normalizePath } from "~/layout/nav-highlight";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/flagship-program";

/** One route module renders the four flagship programmes from content, chosen by path. */
function programPath(pathname: string): ProgramPath {
  const path = normalizePath(pathname);
  if (!isProgramPath(path)) throw new Response("Not found", { status: 404 });
  return path;
}

const programContent = () => import("~/features/solutions-services/flagship-program-content");
const FlagshipIntroActions = staticContent(programContent, "FlagshipIntroActions");
const FlagshipProgramContent = staticContent(programContent, "FlagshipProgramContent");

export const meta = ({ location }: Route.MetaArgs) => pageMeta(programPath(location.pathname));

/** Every part of a programme page is static content: its code loads only on a client-side navigation. */
export default function FlagshipProgramPage() {
  const path = programPath(useLocation().pathname);
  return (
    <>
      <PageIntro path={path}>
        <FlagshipIntroActions path={path} />
      </PageIntro>
      <FlagshipProgramContent path={path} />
    </>
  );
}
