import type { LeadKind } from "../../../contract/leads/lead-paths.ts";

/** The page a lead form lives on, and its name for a link back to it. */
export type FormHomePage = { path: string; name: string };

/**
 * Where each form lives, for the links of the pages a plain post answers
 * with. The download form sits on three libraries (tools, whitepapers,
 * media); their common hub is the one way back that fits every item.
 */
export const FORM_HOME_PAGES: Readonly<Record<LeadKind, FormHomePage>> = {
  contact: { path: "/contact-get-involved", name: "Contact & Get Involved" },
  incubation: { path: "/contact-get-involved", name: "Contact & Get Involved" },
  partnership: { path: "/contact-get-involved/partner-apply", name: "the partnership application" },
  "corporate-inquiry": { path: "/audience-hub/industry-corporate", name: "Industry & Corporate" },
  "investor-access": { path: "/audience-hub/investors-vcs", name: "Investors & VCs" },
  "event-registration": { path: "/resources/events", name: "Events" },
  "download-request": { path: "/resources", name: "Resources" },
};
