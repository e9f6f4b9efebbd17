import type { LegalPath } from "./legal-types";

/** The four legal documents' paths, in the order the legal hub lists them. */
export const LEGAL_PATHS = [
  "/legal/privacy-policy",
  "/legal/terms-of-use",
  "/legal/cookie-policy",
  "/legal/data-protection-guidelines",
] as const satisfies readonly LegalPath[];
