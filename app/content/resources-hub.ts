import type { HubCard } from "./audience-types";

/** The five resource cards (spec 2 §2, Resources hub). */
export const resourceCards: readonly HubCard[] = [
  {
    title: "Blog & Articles",
    description: "Notes from our troupes and founders on India's startup ecosystem, technology and policy.",
    icon: "newspaper",
    colour: "brand",
    link: "/resources/blog",
    linkLabel: "Read the blog",
    features: ["Ecosystem, tech and policy posts", "Written by practitioners", "New posts every fortnight"],
  },
  {
    title: "Whitepapers & Case Studies",
    description: "Research on innovation, digital adoption, sustainability and policy, with citations you can copy.",
    icon: "file-text",
    colour: "violet",
    link: "/resources/whitepapers",
    linkLabel: "Browse whitepapers",
    features: ["Search by title and topic", "Ready-made citations", "Free with an Ankur account"],
  },
  {
    title: "Events & Webinars",
    description: "Webinars, workshops and conferences across India, and recordings of past sessions to watch on demand.",
    icon: "calendar",
    colour: "saffron",
    link: "/resources/events",
    linkLabel: "See events",
    features: ["Register in a minute", "Online and in-person", "On-demand recordings"],
  },
  {
    title: "Tools & Templates",
    description: "Business plans, financial models and pitch decks our troupes use with every venture.",
    icon: "briefcase",
    colour: "emerald",
    link: "/resources/tools",
    linkLabel: "Get the templates",
    features: ["DOCX, XLSX and PPTX files", "Built for Indian compliance", "Sent to your inbox"],
  },
  {
    title: "Media Library",
    description: "Visual guides, brand assets and short videos about the Ankur ecosystem and the troup model.",
    icon: "image",
    colour: "rose",
    link: "/resources/media",
    linkLabel: "Open the library",
    features: ["Infographics and guides", "Logos and brand kit", "Video snippets"],
  },
];

export const resourcesCta = {
  title: "Can't find what you need?",
  text: "Ask for a template, a study or a speaker. Our team answers within 24 hours.",
  primary: { label: "Get in Touch", to: "/contact" },
} as const;
