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

/**
 * The other pages a form sits on, by the name its plain post carries
 * (?from=, contract/leads/form-page-param.ts): the incubation form on /apply.
 */
const OTHER_FORM_PAGES: Partial<Record<LeadKind, Readonly<Record<string, FormHomePage>>>> = {
  incubation: { apply: { path: "/apply", name: "Apply for Incubation" } },
};

/** The page a refused plain post links back to: the one it named, if the form sits there, else the form's home. */
export function formPageOf(kind: LeadKind, from: string | null | undefined): { page: FormHomePage; from?: string } {
  const others = OTHER_FORM_PAGES[kind];
  if (from && others && Object.hasOwn(others, from)) return { page: others[from] as FormHomePage, from };
  return { page: FORM_HOME_PAGES[kind] };
}
