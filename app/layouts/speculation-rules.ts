import { API_BASE_PATH } from "../../contract/site-paths.ts";
import { ADMIN_PATH } from "../../contract/staff-inbox/inbox-paths.ts";

/**
 * Speculation Rules (<script type="speculationrules">): the browser fetches
 * an in-site page when the visitor hovers its link (eagerness "moderate":
 * about 200 ms of hover, or a press), so the next page is often there before
 * the click. Never the staff pages (a session's pages, not to be fetched on
 * a whim) or the API, nor links that download or open elsewhere.
 */
export const siteSpeculationRules = {
  prefetch: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: [ADMIN_PATH, `${ADMIN_PATH}/*`, `${API_BASE_PATH}/*`] } },
          { not: { selector_matches: "[download], [target=_blank], [rel~=nofollow]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
} as const;

/** The rules as the script's text; "<" escaped so that nothing in them can close the script. */
export function speculationRulesText(): string {
  return JSON.stringify(siteSpeculationRules).replace(/</g, "\\u003c");
}
