import type { CardItem } from "~/components/card-grid";

export const homeHero = {
  eyebrow: "India's troup-based incubation ecosystem",
  title: "Connecting Ambition to Opportunity",
  text: "We put a troupe of 4-6 specialists in strategy, technology, finance and marketing beside every founder, open a network of investors, corporates and mentors, and move each venture through clear stage gates from idea to scale.",
  primary: { label: "Get Started", to: "/contact-get-involved/partner-apply" },
  secondary: { label: "Watch Overview Video", to: "/resources/media#overview-video" },
  stats: [
    { value: "₹750 Cr+", label: "raised by our ventures" },
    { value: "250+", label: "ventures supported" },
    { value: "12,000+", label: "jobs created" },
    { value: "85%", label: "venture success rate (industry: 20%)" },
  ],
  /** Where the figures come from and when they were counted. */
  statsSource: { asOf: "November 2026", link: { label: "See the ventures behind the figures", to: "/success-stories" } },
} as const;

export const quickLinks: readonly CardItem[] = [
  {
    title: "Platform",
    description: "One place for founders, investors, corporates and mentors to find each other and work together.",
    icon: "layers",
    link: "/platform",
    linkLabel: "Explore the platform",
  },
  {
    title: "Ecosystem",
    description: "Associate bodies, participating companies, mentors and industry partners in one network.",
    icon: "network",
    link: "/ecosystem",
    linkLabel: "Meet the ecosystem",
  },
  {
    title: "Programs",
    description: "Catalyst (12 weeks), ScaleUp Studio (6 months) and Enterprise Innovation Lab sprints of 90 days.",
    icon: "rocket",
    link: "/programs",
    linkLabel: "See the programs",
  },
];

export const differentiators: readonly CardItem[] = [
  {
    title: "Troupes, not just mentors",
    description:
      "A dedicated cross-functional troupe of 4-6 specialists works inside your venture, so strategy, product, finance and go-to-market move together instead of waiting on monthly advice.",
    icon: "users",
  },
  {
    title: "Stage gates with clear decisions",
    description:
      "Five stages from ideation to scaling, each closed by a review gate where the decision to continue, pivot or exit is made on evidence. 78% of our ventures survive, against 32% across the industry.",
    icon: "flag",
  },
  {
    title: "One network that shows up",
    description:
      "Investors, corporates, government programmes and academic partners in a single ecosystem, so introductions turn into pilots, grants and funding rounds, not just meetings.",
    icon: "handshake",
  },
];

/** The method in figures, under "What Makes ... Different?" (a numbers band). */
export const methodInNumbers = {
  title: "The Method, in Numbers",
  intro: "What every venture gets from the day it joins, and what that has done for the ventures before it.",
  stats: [
    { value: "4-6", label: "specialists in every venture's troupe" },
    { value: "5", label: "stage gates from idea to scale, each decided on evidence" },
    { value: "78%", label: "of our ventures survive, against 32% across the industry" },
    { value: "24 h", label: "to answer a founder, fund or programme that writes to us" },
  ],
  source: { label: "The ventures behind the figures", to: "/success-stories" },
} as const;

export const platformHighlights: readonly CardItem[] = [
  {
    title: "Governance Bodies",
    description: "Four associate operating bodies and two operational cells review every venture on quarterly, monthly, bi-monthly and bi-weekly cycles.",
    icon: "landmark",
    link: "/ecosystem/associate-bodies",
  },
  {
    title: "Startup Showcases",
    description: "Portfolio companies across mobility, enterprise software, agri-tech and more, with their milestones and metrics.",
    icon: "presentation",
    link: "/ecosystem/participating-companies",
  },
  {
    title: "Incubation Model",
    description: "The troup-based business incubation model: five stages, five gates, one accountable team.",
    icon: "target",
    link: "/ecosystem/troup-based-incubation-model",
  },
  {
    title: "Investor Hub",
    description: "Curated deal flow, portfolio reports and roundtables for angels, funds and family offices.",
    icon: "trending-up",
    link: "/audience-hub/investors-vcs",
  },
  {
    title: "Resource Library",
    description: "Articles, whitepapers, templates, events and recordings for founders and their backers.",
    icon: "library",
    link: "/resources",
  },
];

export const customResourcesCta = {
  title: "Need Custom Resources?",
  text: "Tell us what your venture, fund or programme needs: a market study, a grant application, a pilot partner. Our team answers within 24 hours.",
  primary: { label: "Contact Our Team", to: "/contact-get-involved" },
} as const;
