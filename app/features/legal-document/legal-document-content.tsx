import { legalDocuments } from "~/content/legal/legal-documents";
import type { LegalPath } from "~/content/legal/legal-types";
import { LegalDocumentView } from "./legal-document-view";

/** The legal document at `path`, all but its <head> (pages/legal/[doc].astro). */
export default function LegalDocumentContent({ path }: { path: LegalPath }) {
  return <LegalDocumentView legalDocument={legalDocuments[path]} />;
}
