/**
 * The page registry's names and titles: each public page's short name
 * (navigation and breadcrumbs), its title (the h1 and <title>) and, for a page
 * that duplicates another, where search engines should look instead. The
 * descriptions are in page-descriptions.ts; pages.ts joins the two. The
 * browser loads them only for the menus and client-side navigations.
 */
export type PageTitle = {
  /** Short label used in navigation and breadcrumbs. */
  name: string;
  /** The page's h1 and the first part of its <title>. */
  title: string;
  /** Where search engines should look instead, for a page that duplicates another. */
  canonicalPath?: string;
};

export const pageTitles = {
  "/": {
    name: "Home",
    title: "Connecting Ambition to Opportunity",
  },
  "/contact": {
    name: "Contact",
    title: "Contact Us",
    canonicalPath: "/contact-get-involved",
  },
  "/contact-get-involved": {
    name: "Contact & Get Involved",
    title: "Contact & Get Involved",
  },
  "/contact-get-involved/partner-apply": {
    name: "Partner Application",
    title: "Partner Application",
  },
  "/contact-get-involved/application-status": {
    name: "Application Status",
    title: "Application Status",
  },
  "/about-us": {
    name: "About Us",
    title: "About Us",
  },
  "/ecosystem": {
    name: "Ecosystem",
    title: "Our Ecosystem",
  },
  "/ecosystem/associate-bodies": {
    name: "Associate Bodies",
    title: "Associate Bodies & Cells",
  },
  "/ecosystem/participating-companies": {
    name: "Participating Companies",
    title: "Participating Companies",
  },
  "/ecosystem/troup-based-incubation-model": {
    name: "Troup-Based Incubation Model",
    title: "Troup-Based Business Incubation Model",
  },
  "/ecosystem/mentorship-network": {
    name: "Mentorship Network",
    title: "Mentorship Network",
  },
  "/ecosystem/industry-partners": {
    name: "Industry Partners",
    title: "Industry Partners",
  },
  "/solutions-services": {
    name: "Solutions & Services",
    title: "Solutions & Services",
  },
  "/solutions-services/corporate-partnerships": {
    name: "Corporate Partnerships",
    title: "Corporate Partnerships",
  },
  "/solutions-services/government-programs-grants": {
    name: "Government Programs & Grants",
    title: "Government Programs & Grants",
  },
  "/solutions-services/startup-incubation-packages": {
    name: "Startup Incubation Packages",
    title: "Startup Incubation Packages",
  },
  "/solutions-services/msme-support-schemes": {
    name: "MSME Support Schemes",
    title: "MSME Support Schemes",
  },
  "/solutions-services/wanapreneur-programs": {
    name: "Wanapreneur Programs",
    title: "Wanapreneur Programs",
  },
  "/solutions-services/digital-transformation-training": {
    name: "Digital Transformation & Training",
    title: "Digital Transformation & Training",
  },
  "/audience-hub": {
    name: "Audience Hub",
    title: "Audience Hub",
  },
  "/audience-hub/industry-corporate": {
    name: "Industry & Corporate",
    title: "Industry & Corporate",
  },
  "/audience-hub/investors-vcs": {
    name: "Investors & VCs",
    title: "Investors & VCs",
  },
  "/audience-hub/entrepreneurs-startups": {
    name: "Entrepreneurs & Startups",
    title: "Entrepreneurs & Startups",
  },
  "/audience-hub/government-ngos": {
    name: "Government & NGOs",
    title: "Government & NGOs",
  },
  "/audience-hub/consultants-academics": {
    name: "Consultants & Academics",
    title: "Consultants & Academics",
  },
  "/resources": {
    name: "Resources",
    title: "Resources",
  },
  "/resources/blog": {
    name: "Blog & Articles",
    title: "Blog & Articles",
  },
  "/resources/whitepapers": {
    name: "Whitepapers & Case Studies",
    title: "Whitepapers & Case Studies",
  },
  "/resources/events": {
    name: "Events & Webinars",
    title: "Events & Webinars",
  },
  "/resources/tools": {
    name: "Tools & Templates",
    title: "Tools & Templates",
  },
  "/resources/media": {
    name: "Media Library",
    title: "Media Library",
  },
  "/success-stories": {
    name: "Success Stories",
    title: "Success Stories",
  },
  "/partner-portal": {
    name: "Partner Portal",
    title: "Partner Portal",
  },
  "/careers": {
    name: "Careers",
    title: "Careers",
  },
  "/press": {
    name: "Press Room",
    title: "Press Room",
  },
  "/faq": {
    name: "FAQ",
    title: "Frequently Asked Questions",
  },
  "/legal": {
    name: "Legal",
    title: "Legal",
  },
  "/legal/privacy-policy": {
    name: "Privacy Policy",
    title: "Privacy Policy",
  },
  "/legal/terms-of-use": {
    name: "Terms of Use",
    title: "Terms of Use",
  },
  "/legal/cookie-policy": {
    name: "Cookie Policy",
    title: "Cookie Policy",
  },
  "/legal/data-protection-guidelines": {
    name: "Data Protection Guidelines",
    title: "Data Protection Guidelines",
  },
  "/platform": {
    name: "Platform",
    title: "The Ankur Platform",
  },
  "/programs": {
    name: "Programs",
    title: "Programs",
  },
  "/solutions-services/catalyst-program": {
    name: "Catalyst Program",
    title: "Catalyst Program",
  },
  "/solutions-services/scaleup-studio": {
    name: "ScaleUp Studio",
    title: "ScaleUp Studio",
  },
  "/solutions-services/enterprise-innovation-lab": {
    name: "Enterprise Innovation Lab",
    title: "Enterprise Innovation Lab",
  },
  "/solutions-services/ecosystem-builder": {
    name: "Ecosystem Builder",
    title: "Ecosystem Builder",
  },
  "/solutions-services/readiness-assessment": {
    name: "Readiness Assessment",
    title: "Startup Readiness Assessment",
  },
  "/solutions-services/innovation-diagnostic": {
    name: "Innovation Diagnostic",
    title: "Innovation Diagnostic",
  },
  "/solutions-services/investment-readiness": {
    name: "Investment Readiness",
    title: "Investment Readiness Check",
  },
  "/press/archive": {
    name: "Press Archive",
    title: "Press Archive",
  },
  "/login": {
    name: "Sign In",
    title: "Resource Library Sign-In",
  },
} as const satisfies Record<string, PageTitle>;

export type PagePath = keyof typeof pageTitles;

export const pagePaths = Object.keys(pageTitles) as PagePath[];

export function isPagePath(path: string): path is PagePath {
  return Object.hasOwn(pageTitles, path);
}
