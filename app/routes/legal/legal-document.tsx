import { useLocation } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { staticContent } from "~/components/static-content/static-content";
import { isLegalPath } from "~/content/legal/legal-paths";
import { normalizePath } from "~/layout/nav-highlight";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/legal-document";

/** One route module renders the four legal documents from content, chosen by path. */
function legalPath(pathname: string) {
  const path = normalizePath(pathname);
  if (!isLegalPath(path)) throw new Response("Not found", { status: 404 });
  return path;
}

const LegalDocumentContent = staticContent(() => import("~/features/legal-document/legal-document-content"));

export const meta = ({ location }: Route.MetaArgs) => pageMeta(legalPath(location.pathname));

export default function LegalDocumentPage() {
  const path = legalPath(useLocation().pathname);
  return (
    <>
      <PageIntro path={path} background="light" />
      <LegalDocumentContent path={path} />
    </>
  );
}
