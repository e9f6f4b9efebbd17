import type { Testimonial } from "./types";
import type { PartnershipTier, PortalFeature, PortalFeatureDetail } from "./partner-portal-types";

export const portalFeatures: readonly PortalFeature[] = [
  {
    title: "Collaboration Workspace",
    description: "Shared project rooms with your startups and their troupes: milestones, documents and decisions in one place.",
    icon: "users",
    link: "#collaboration",
    linkLabel: "How collaboration works",
  },
  {
    title: "Resource Library",
    description: "Market studies, sector reports, templates and recordings reserved for partners.",
    icon: "library",
    link: "#resources",
    linkLabel: "What is in the library",
  },
  {
    title: "Partner Network",
    description: "A directory of corporates, funds, universities and government bodies across the ecosystem.",
    icon: "network",
    link: "#network",
    linkLabel: "Meet the network",
  },
  {
    title: "Events & Programmes",
    description: "Demo days, sector roundtables and founder showcases, with early registration for partners.",
    icon: "calendar",
    link: "#events",
    linkLabel: "See partner events",
  },
  {
    title: "Performance Dashboard",
    description: "The outcomes of your programmes and pilots, reported at every stage gate.",
    icon: "chart-column",
    link: "#performance",
    linkLabel: "What you can track",
  },
];

export const portalFeatureDetails: readonly PortalFeatureDetail[] = [
  {
    id: "collaboration",
    title: "Collaboration Workspace",
    icon: "users",
    text: "Every pilot, CSR programme or co-development project gets a shared room where your team, the founders and their troupe work from the same plan.",
    points: [
      "Milestones tied to the venture's stage gates, with owners and dates",
      "Shared documents with version history and access set per organisation",
      "Decision logs, so a pilot's go or no-go is recorded with its evidence",
    ],
  },
  {
    id: "resources",
    title: "Resource Library",
    icon: "library",
    text: "Partner-only material from our research team and the ecosystem, updated every month.",
    points: [
      "Sector reports on HealthTech, AgriTech, FinTech, CleanTech and manufacturing",
      "Contract, NDA and pilot agreement templates reviewed by our legal cell",
      "Recordings of roundtables and investor sessions",
    ],
  },
  {
    id: "network",
    title: "Partner Network",
    icon: "network",
    text: "Find the right counterpart for a pilot, a grant or a co-investment among the organisations already working with Ankur.",
    points: [
      "Profiles of corporates, funds, universities, government bodies and NGOs",
      "Introductions brokered by your partnership manager",
      "Priority matching with startups for Strategic and Alliance partners",
    ],
  },
  {
    id: "events",
    title: "Events & Programmes",
    icon: "calendar",
    text: "Meet founders and fellow partners in Pune, Bengaluru and online.",
    points: [
      "Demo days at the end of each Catalyst cohort (12 weeks)",
      "Sector roundtables and closed-door investor sessions",
      "Quarterly, monthly or unlimited event access, depending on your tier",
    ],
  },
  {
    id: "performance",
    title: "Performance Dashboard",
    icon: "chart-column",
    text: "See what your partnership delivers, with the same figures our governance cells review.",
    points: [
      "Venture progress through the five stage gates",
      "Jobs created, funding raised and pilot outcomes per programme",
      "Quarterly reports ready for your board or CSR committee",
    ],
  },
];

export const partnershipTiers: readonly PartnershipTier[] = [
  {
    tier: "Associate Partner",
    level: "Entry",
    color: "slate",
    highlighted: false,
    description: "For organisations getting to know the ecosystem and its startups.",
    features: [
      { name: "Basic portal access", available: true },
      { name: "Quarterly partner events", available: true },
      { name: "Resource library", available: true },
      { name: "Priority startup matching", available: false },
      { name: "Troupe access", available: false },
      { name: "Investment committee access", available: false },
      { name: "Co-branding", available: false },
    ],
    apply: { label: "Apply Now", to: "/contact-get-involved" },
  },
  {
    tier: "Strategic Partner",
    level: "Mid-level",
    color: "brand",
    highlighted: true,
    description: "For corporates and funds running pilots or programmes with our ventures.",
    features: [
      { name: "Full portal access", available: true },
      { name: "Monthly partner events", available: true },
      { name: "Resource library", available: true },
      { name: "Priority startup matching", available: true },
      { name: "Limited troupe access", available: true },
      { name: "Investment committee access", available: false },
      { name: "Co-branding", available: false },
    ],
    apply: { label: "Apply Now", to: "/contact-get-involved" },
  },
  {
    tier: "Alliance Partner",
    level: "Premium",
    color: "saffron",
    highlighted: false,
    description: "For long-term allies who co-invest and co-build with the ecosystem.",
    features: [
      { name: "Full portal access", available: true },
      { name: "Unlimited events", available: true },
      { name: "Resource library", available: true },
      { name: "Priority startup matching", available: true },
      { name: "Unlimited troupe access", available: true },
      { name: "Investment committee access", available: true },
      { name: "Co-branding", available: true },
    ],
    apply: { label: "Apply Now", to: "/contact-get-involved" },
  },
];

export const partnerTestimonial: Testimonial = {
  quote:
    "The portal turned our startup pilots from e-mail threads into a managed programme. Our CSR committee now sees stage-gate data every quarter, and two pilots went into production this year.",
  author: "Vikram Sethi",
  position: "Vice President, Innovation, Sahyadri Auto Components Ltd.",
};

export const partnerStoriesLink = {
  text: "See what partners and ventures have built together.",
  label: "Read our success stories",
  to: "/success-stories",
} as const;
