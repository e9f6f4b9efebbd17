/** One public page of the registry. */
export type PageInfo = {
  /** Short label used in navigation and breadcrumbs. */
  name: string;
  /** The page's h1 and the first part of its <title>. */
  title: string;
  /** One-line summary: the banner subtitle and the meta description. */
  description: string;
  /** Where search engines should look instead, for a page that duplicates another. */
  canonicalPath?: string;
};

/**
 * The page registry: one entry per public page. The page shells read their
 * banner (components/page-intro.tsx) and <head> (lib/page-heads.ts) from here,
 * the menus and breadcrumbs their names, and the tests walk it, so nothing is
 * written twice.
 */
const registry = {
  "/": {
    name: "Home",
    title: "Connecting Ambition to Opportunity",
    description:
      "Ankur helps Indian founders build, fund and scale ventures with troupes of 4-6 specialists, a network of investors and corporates, and stage-gate milestones.",
  },
  "/contact": {
    name: "Contact",
    title: "Contact Us",
    description:
      "Reach the Ankur team: send a message, apply for incubation, or find our offices in Pune and Bengaluru.",
    canonicalPath: "/contact-get-involved",
  },
  "/contact-get-involved": {
    name: "Contact & Get Involved",
    title: "Contact & Get Involved",
    description:
      "Write to the Ankur team, apply for incubation or visit our offices in Pune and Bengaluru.",
  },
  "/contact-get-involved/partner-apply": {
    name: "Partner Application",
    title: "Partner Application",
    description:
      "Apply to partner with Ankur as an associate, strategic, alliance, corporate, academic or government partner.",
  },
  "/contact-get-involved/application-status": {
    name: "Application Status",
    title: "Application Status",
    description:
      "Check where your Ankur incubation application stands with your Application ID and the e-mail address you applied with.",
  },
  "/apply": {
    name: "Apply",
    title: "Apply for Incubation",
    description:
      "Apply to the Ankur incubation programme: tell us about your venture, attach a pitch deck, and see what happens after you apply.",
  },
  "/about-us": {
    name: "About Us",
    title: "About Us",
    description:
      "From a 2015-16 pilot to a public limited company: the story, mission, values and leadership behind Ankur.",
  },
  "/ecosystem": {
    name: "Ecosystem",
    title: "Our Ecosystem",
    description:
      "Associate bodies, participating companies, the troup-based incubation model, mentors and industry partners working as one network.",
  },
  "/ecosystem/associate-bodies": {
    name: "Associate Bodies",
    title: "Associate Bodies & Cells",
    description:
      "The governance framework, operating bodies and operational cells that keep every venture on track.",
  },
  "/ecosystem/participating-companies": {
    name: "Participating Companies",
    title: "Participating Companies",
    description:
      "The ventures in our portfolio, the sectors they work in and how we select new companies.",
  },
  "/ecosystem/troup-based-incubation-model": {
    name: "Troup-Based Incubation Model",
    title: "Troup-Based Business Incubation Model",
    description:
      "Cross-functional troupes of 4-6 specialists and five stage gates take a venture from idea to scale.",
  },
  "/ecosystem/mentorship-network": {
    name: "Mentorship Network",
    title: "Mentorship Network",
    description:
      "Founders, operators and investors who mentor Ankur ventures, matched by skill and stage.",
  },
  "/ecosystem/industry-partners": {
    name: "Industry Partners",
    title: "Industry Partners",
    description:
      "Corporates that co-innovate with our startups: pilots, shared labs and market access.",
  },
  "/solutions-services": {
    name: "Solutions & Services",
    title: "Solutions & Services",
    description:
      "Incubation packages, corporate partnerships, government programmes, MSME schemes and training, built on the troup model.",
  },
  "/solutions-services/corporate-partnerships": {
    name: "Corporate Partnerships",
    title: "Corporate Partnerships",
    description:
      "CSR strategy design, R&D co-development packages and collaboration case studies for corporates.",
  },
  "/solutions-services/government-programs-grants": {
    name: "Government Programs & Grants",
    title: "Government Programs & Grants",
    description:
      "Policy alignment guides, grant application support and compliance checklists for Indian schemes.",
  },
  "/solutions-services/startup-incubation-packages": {
    name: "Startup Incubation Packages",
    title: "Startup Incubation Packages",
    description:
      "Ideation workshops, MVP development support and market-entry accelerators for early-stage founders.",
  },
  "/solutions-services/msme-support-schemes": {
    name: "MSME Support Schemes",
    title: "MSME Support Schemes",
    description:
      "Digitalisation roadmaps, credit facilitation and process optimisation toolkits for MSMEs.",
  },
  "/solutions-services/wanapreneur-programs": {
    name: "Wanapreneur Programs",
    title: "Wanapreneur Programs",
    description:
      "Capacity building, networking and pitch events and peer-learning circles for aspiring entrepreneurs.",
  },
  "/solutions-services/digital-transformation-training": {
    name: "Digital Transformation & Training",
    title: "Digital Transformation & Training",
    description:
      "Technology audits, custom training curricula and certification pathways for teams.",
  },
  "/audience-hub": {
    name: "Audience Hub",
    title: "Audience Hub",
    description:
      "What Ankur offers corporates, investors, entrepreneurs, government bodies and NGOs, consultants and academics.",
  },
  "/audience-hub/industry-corporate": {
    name: "Industry & Corporate",
    title: "Industry & Corporate",
    description:
      "Open innovation with Indian startups: use cases, partner stories and a way to start a conversation.",
  },
  "/audience-hub/investors-vcs": {
    name: "Investors & VCs",
    title: "Investors & VCs",
    description:
      "Curated deal flow, portfolio reports and investor roundtables from the Ankur portfolio.",
  },
  "/audience-hub/entrepreneurs-startups": {
    name: "Entrepreneurs & Startups",
    title: "Entrepreneurs & Startups",
    description:
      "Founder stories, a funding readiness checklist and community forums for Indian startups.",
  },
  "/audience-hub/government-ngos": {
    name: "Government & NGOs",
    title: "Government & NGOs",
    description:
      "Policy briefs, impact studies, collaboration templates and regulatory updates for public bodies and NGOs.",
  },
  "/audience-hub/consultants-academics": {
    name: "Consultants & Academics",
    title: "Consultants & Academics",
    description:
      "A research papers repository, advisory services and thought-leadership webinars.",
  },
  "/resources": {
    name: "Resources",
    title: "Resources",
    description:
      "Articles, whitepapers, events, templates and media to help you build and back ventures.",
  },
  "/resources/blog": {
    name: "Blog & Articles",
    title: "Blog & Articles",
    description:
      "Notes on India's startup ecosystem, technology and policy from the Ankur team.",
  },
  "/resources/whitepapers": {
    name: "Whitepapers & Case Studies",
    title: "Whitepapers & Case Studies",
    description:
      "Research on innovation, digital adoption, sustainability and policy.",
  },
  "/resources/events": {
    name: "Events & Webinars",
    title: "Events & Webinars",
    description:
      "Upcoming webinars, workshops and conferences, and recordings to watch on demand.",
  },
  "/resources/tools": {
    name: "Tools & Templates",
    title: "Tools & Templates",
    description:
      "Business plan, financial model and pitch deck templates to download.",
  },
  "/resources/media": {
    name: "Media Library",
    title: "Media Library",
    description:
      "Visual guides, brand assets and short videos about the Ankur ecosystem.",
  },
  "/success-stories": {
    name: "Success Stories",
    title: "Success Stories",
    description:
      "How ventures built with Ankur raised capital, created jobs and reached millions.",
  },
  "/partner-portal": {
    name: "Partner Portal",
    title: "Partner Portal",
    description:
      "Collaboration tools, resources and events for Ankur's partner organisations.",
  },
  "/careers": {
    name: "Careers",
    title: "Careers",
    description:
      "Join the team that builds India's next generation of ventures.",
  },
  "/press": {
    name: "Press Room",
    title: "Press Room",
    description:
      "Announcements, media coverage and resources for journalists.",
  },
  "/faq": {
    name: "FAQ",
    title: "Frequently Asked Questions",
    description:
      "Answers about Ankur, incubation, the troup model, partnerships and resources.",
  },
  "/legal": {
    name: "Legal",
    title: "Legal",
    description:
      "Our privacy policy, terms of use, cookie policy and data protection guidelines.",
  },
  "/legal/privacy-policy": {
    name: "Privacy Policy",
    title: "Privacy Policy",
    description:
      "What personal data Ankur collects, why, how long we keep it and your rights under the DPDP Act 2023.",
  },
  "/legal/terms-of-use": {
    name: "Terms of Use",
    title: "Terms of Use",
    description:
      "The terms that apply when you use the Ankur website and its services.",
  },
  "/legal/cookie-policy": {
    name: "Cookie Policy",
    title: "Cookie Policy",
    description:
      "The few cookies this website sets and why it needs them.",
  },
  "/legal/data-protection-guidelines": {
    name: "Data Protection Guidelines",
    title: "Data Protection Guidelines",
    description:
      "How Ankur protects data: encryption, access control, audits and reviews.",
  },
  "/legal/your-data": {
    name: "Your Data",
    title: "Your Data",
    description:
      "See what we hold about you, download it, correct it, withdraw your consent or have it erased, without an account.",
  },
  "/platform": {
    name: "Platform",
    title: "The Ankur Platform",
    description:
      "How founders, investors, corporates, mentors and governance bodies work together on one platform, from first idea to scale.",
  },
  "/programs": {
    name: "Programs",
    title: "Programs",
    description:
      "Catalyst (12 weeks), ScaleUp Studio (6 months), Enterprise Innovation Lab (90-day sprints) and Ecosystem Builder: find the programme that fits your stage.",
  },
  "/solutions-services/catalyst-program": {
    name: "Catalyst Program",
    title: "Catalyst Program",
    description:
      "A 12-week programme that takes a founding team from a validated idea to a launch-ready MVP with its first customers.",
  },
  "/solutions-services/scaleup-studio": {
    name: "ScaleUp Studio",
    title: "ScaleUp Studio",
    description:
      "Six months with a dedicated troupe to find repeatable growth, build the team and prepare the next funding round.",
  },
  "/solutions-services/enterprise-innovation-lab": {
    name: "Enterprise Innovation Lab",
    title: "Enterprise Innovation Lab",
    description:
      "90-day sprints in which corporates and startups build and test new products together.",
  },
  "/solutions-services/ecosystem-builder": {
    name: "Ecosystem Builder",
    title: "Ecosystem Builder",
    description:
      "Help for states, universities and industry bodies that want to build incubation ecosystems of their own.",
  },
  "/solutions-services/readiness-assessment": {
    name: "Readiness Assessment",
    title: "Startup Readiness Assessment",
    description:
      "Score your venture on 12 dimensions in ten minutes and see which Ankur package fits where you are.",
  },
  "/solutions-services/innovation-diagnostic": {
    name: "Innovation Diagnostic",
    title: "Innovation Diagnostic",
    description:
      "A short diagnostic of how your organisation finds, tests and scales new ideas, with a recommendation.",
  },
  "/solutions-services/investment-readiness": {
    name: "Investment Readiness",
    title: "Investment Readiness Check",
    description:
      "Check whether your startup is ready to raise: team, traction, financials, documents and pitch.",
  },
  "/press/archive": {
    name: "Press Archive",
    title: "Press Archive",
    description:
      "Every Ankur press release, newest first.",
  },
  "/search": {
    name: "Search",
    title: "Search",
    description:
      "Search the Ankur website: articles, events, programmes, jobs, press releases and help.",
  },
  "/login": {
    name: "Sign In",
    title: "Resource Library Sign-In",
    description:
      "Resource library accounts open by invitation. Ask for a download by e-mail instead.",
  },
} satisfies Record<string, PageInfo>;

export type PagePath = keyof typeof registry;

export const pages: Readonly<Record<PagePath, PageInfo>> = registry;

export const pagePaths = Object.keys(pages) as PagePath[];

export function isPagePath(path: string): path is PagePath {
  return Object.hasOwn(pages, path);
}
