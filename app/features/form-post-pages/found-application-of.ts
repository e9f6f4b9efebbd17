import { type FoundApplication, isFoundApplication } from "../../../contract/leads/application-status-page.ts";

/**
 * The application the server found for a plain post of the status lookup,
 * from the page's locals (contract/rendered-pages.ts), checked, since locals
 * are untyped to Astro: anything else shows no status rather than a broken page.
 */
export function foundApplicationOf(locals: unknown): FoundApplication | undefined {
  const found = (locals as { foundApplication?: unknown } | null | undefined)?.foundApplication;
  return isFoundApplication(found) ? { applicationId: found.applicationId, status: found.status } : undefined;
}
