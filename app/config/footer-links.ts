import { legacyRedirects } from "../../contract/legacy-redirects.ts";
import { type NavLinkItem, ecosystemLinks, pageLink, resourceLinks, solutionsLinks } from "./navigation";

// The footer's link columns (layouts/site-footer.tsx), HTML with no script.

function redirected(oldPath: string): string {
  const target = legacyRedirects[oldPath];
  if (!target) throw new Error(`No redirect for ${oldPath}`);
  return target;
}

export type FooterColumn = { heading: string; links: readonly NavLinkItem[] };

export const footerColumns: readonly FooterColumn[] = [
  {
    heading: "Company",
    links: [
      { name: "About Us", path: "/about-us" },
      { name: "Leadership", path: redirected("/about-us/leadership") },
      { name: "Our Partners", path: redirected("/about-us/partners") },
      { name: "Careers", path: redirected("/about-us/careers") },
      pageLink("/press"),
      pageLink("/faq"),
    ],
  },
  { heading: "Ecosystem", links: [pageLink("/ecosystem"), ...ecosystemLinks] },
  { heading: "Solutions", links: [pageLink("/solutions-services"), ...solutionsLinks] },
  { heading: "Resources", links: [pageLink("/resources"), ...resourceLinks] },
  {
    heading: "Legal",
    links: [
      pageLink("/legal/privacy-policy"),
      pageLink("/legal/terms-of-use"),
      pageLink("/legal/cookie-policy"),
      pageLink("/legal/data-protection-guidelines"),
    ],
  },
];
