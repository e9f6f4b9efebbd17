import { legalDocuments } from "~/content/legal/legal-documents";
import type { LegalPath } from "~/content/legal/legal-types";
import { LegalDocumentView } from "./legal-document-view";

/** The legal document at `path`: static content, loaded only by a client-side navigation (routes/legal/legal-document.tsx). */
export default function LegalDocumentContent({ path }: { path: LegalPath }) {
  return <LegalDocumentView legalDocument={legalDocuments[path]} />;
}
