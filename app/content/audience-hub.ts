import type { HubCard } from "./audience-types";

/** The five audiences, each with its colour and what it finds here (spec 2 §2). */
export const audienceCards: readonly HubCard[] = [
  {
    title: "Industry & Corporate",
    description: "Bring your business problems to vetted Indian startups and run pilots that reach production, not just proofs of concept.",
    icon: "building-2",
    colour: "brand",
    link: "/audience-hub/industry-corporate",
    linkLabel: "Explore corporate engagement",
    features: ["Open-innovation pilots in 90-day sprints", "CSR and ESG programmes with audited outcomes", "Co-innovation labs with dedicated troupes"],
  },
  {
    title: "Investors & VCs",
    description: "See gate-reviewed deal flow with the evidence behind every stage decision, from our own fund and our portfolio.",
    icon: "trending-up",
    colour: "emerald",
    link: "/audience-hub/investors-vcs",
    linkLabel: "See investor access",
    features: ["Pitch decks under NDA", "Quarterly portfolio reports", "Investor roundtables in Mumbai, Bengaluru and New Delhi"],
  },
  {
    title: "Entrepreneurs & Startups",
    description: "Learn from founders who grew with a troupe beside them, check how ready you are to raise, and meet your peers.",
    icon: "rocket",
    colour: "saffron",
    link: "/audience-hub/entrepreneurs-startups",
    linkLabel: "Start your journey",
    features: ["Founder success stories", "Funding readiness checklist", "Community forums"],
  },
  {
    title: "Government & NGOs",
    description: "Evidence for policy, templates for public-private programmes and the regulatory changes founders need to know about.",
    icon: "landmark",
    colour: "teal",
    link: "/audience-hub/government-ngos",
    linkLabel: "Work with us",
    features: ["Policy briefs and impact studies", "Collaboration proposal templates", "Regulatory updates with deadlines"],
  },
  {
    title: "Consultants & Academics",
    description: "Research on Indian entrepreneurship, advisory engagements with our ventures and webinars with practitioners.",
    icon: "graduation-cap",
    colour: "violet",
    link: "/audience-hub/consultants-academics",
    linkLabel: "Browse research",
    features: ["Research papers repository", "Advisory service engagements", "Thought-leadership webinars"],
  },
];

export const audienceHubCta = {
  title: "Not sure where you fit?",
  text: "Many of our partners wear two hats: a corporate that invests, a professor who advises founders. Tell us what you have in mind and we will point you to the right team.",
  primary: { label: "Contact Us", to: "/contact" },
} as const;
