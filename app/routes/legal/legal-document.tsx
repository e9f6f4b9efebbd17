import { useLocation } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { isLegalPath, legalDocuments } from "~/content/legal/legal-documents";
import { LegalDocumentView } from "~/features/legal-document/legal-document-view";
import { normalizePath } from "~/layout/nav-highlight";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/legal-document";

/** One route module renders the four legal documents from content, chosen by path. */
function legalPath(pathname: string) {
  const path = normalizePath(pathname);
  if (!isLegalPath(path)) throw new Response("Not found", { status: 404 });
  return path;
}

export const meta = ({ location }: Route.MetaArgs) => pageMeta(legalPath(location.pathname));

export default function LegalDocumentPage() {
  const path = legalPath(useLocation().pathname);
  return (
    <>
      <PageIntro path={path} background="light" />
      <LegalDocumentView legalDocument={legalDocuments[path]} />
    </>
  );
}
