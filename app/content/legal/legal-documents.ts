import { cookiePolicy } from "./cookie-policy";
import { dataProtectionGuidelines } from "./data-protection-guidelines";
import type { LegalDocument, LegalPath } from "./legal-types";
import { privacyPolicy } from "./privacy-policy";
import { termsOfUse } from "./terms-of-use";

/** The four legal documents (their order: legal-paths.ts). */
export const legalDocuments: Record<LegalPath, LegalDocument> = {
  "/legal/privacy-policy": privacyPolicy,
  "/legal/terms-of-use": termsOfUse,
  "/legal/cookie-policy": cookiePolicy,
  "/legal/data-protection-guidelines": dataProtectionGuidelines,
};
