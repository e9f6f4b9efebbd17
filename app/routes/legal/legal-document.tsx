import { useLocation } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { isPagePath } from "~/config/pages";
import { normalizePath } from "~/layout/nav-highlight";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/legal-document";

/** One route module renders the four legal documents, chosen by path. */
function legalPath(pathname: string) {
  const path = normalizePath(pathname);
  if (!isPagePath(path)) throw new Response("Not found", { status: 404 });
  return path;
}

export const meta = ({ location }: Route.MetaArgs) => pageMeta(legalPath(location.pathname));

export default function LegalDocumentPage() {
  const { pathname } = useLocation();
  return <PageIntro path={legalPath(pathname)} />;
}
