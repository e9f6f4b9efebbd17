import { type PagePath, pages } from "./pages";

/** A top-navigation entry (spec: name, path, dropdown flag, submenu). */
export type NavItem = {
  name: string;
  path: string;
  submenu?: readonly NavLinkItem[];
};

export type NavLinkItem = { name: string; path: string };

export function pageLink(path: PagePath): NavLinkItem {
  return { name: pages[path].name, path };
}

export const ecosystemLinks = [
  pageLink("/ecosystem/associate-bodies"),
  pageLink("/ecosystem/participating-companies"),
  pageLink("/ecosystem/troup-based-incubation-model"),
  pageLink("/ecosystem/mentorship-network"),
  pageLink("/ecosystem/industry-partners"),
];

export const solutionsLinks = [
  pageLink("/solutions-services/corporate-partnerships"),
  pageLink("/solutions-services/government-programs-grants"),
  pageLink("/solutions-services/startup-incubation-packages"),
  pageLink("/solutions-services/msme-support-schemes"),
  pageLink("/solutions-services/wanapreneur-programs"),
  pageLink("/solutions-services/digital-transformation-training"),
];

const audienceLinks = [
  pageLink("/audience-hub/industry-corporate"),
  pageLink("/audience-hub/investors-vcs"),
  pageLink("/audience-hub/entrepreneurs-startups"),
  pageLink("/audience-hub/government-ngos"),
  pageLink("/audience-hub/consultants-academics"),
];

export const resourceLinks = [
  pageLink("/resources/blog"),
  pageLink("/resources/whitepapers"),
  pageLink("/resources/events"),
  pageLink("/resources/tools"),
  pageLink("/resources/media"),
];

export const mainNavigation: readonly NavItem[] = [
  { name: "Home", path: "/" },
  { name: "About Us", path: "/about-us" },
  { name: "Ecosystem", path: "/ecosystem", submenu: ecosystemLinks },
  { name: "Solutions & Services", path: "/solutions-services", submenu: solutionsLinks },
  { name: "Audience Hub", path: "/audience-hub", submenu: audienceLinks },
  { name: "Resources", path: "/resources", submenu: resourceLinks },
  { name: "Contact", path: "/contact-get-involved" },
];

/** Spec: the header's Get Started button leads to the partner application. */
export const getStartedPath = "/contact-get-involved/partner-apply";

/**
 * The header's second way in, for founders (issue 22): the incubation
 * application's own page. Highlighted by the same rule as the menu's items.
 */
export const applyLink: NavLinkItem = { name: "Apply", path: "/apply" };
