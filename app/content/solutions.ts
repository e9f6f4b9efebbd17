import type { CardItem } from "~/components/card-grid";

export const approach = {
  text: "Every service we offer runs on the same engine: a troupe of 4-6 specialists, five stages with review gates, and a network of investors, corporates, mentors and government programmes. Whether you are a first-time founder, an MSME owner, a CSR head or a state programme officer, you get a team that works inside your initiative and evidence at every gate.",
  link: { label: "How the Troup-Based Incubation Model works", to: "/ecosystem/troup-based-incubation-model" },
} as const;

export const coreServices: readonly CardItem[] = [
  {
    title: "Corporate Partnerships",
    description: "CSR strategy design, R&D co-development packages and co-innovation with startups.",
    icon: "building-2",
    link: "/solutions-services/corporate-partnerships",
  },
  {
    title: "Government Programs & Grants",
    description: "Policy alignment guides, grant application support and compliance checklists for Indian schemes.",
    icon: "landmark",
    link: "/solutions-services/government-programs-grants",
  },
  {
    title: "Startup Incubation Packages",
    description: "Ideation workshops, MVP development support and market-entry accelerators.",
    icon: "rocket",
    link: "/solutions-services/startup-incubation-packages",
  },
  {
    title: "MSME Support Schemes",
    description: "Digitalisation roadmaps, credit facilitation and process optimisation toolkits.",
    icon: "factory",
    link: "/solutions-services/msme-support-schemes",
  },
  {
    title: "Wanapreneur Programs",
    description: "Capacity building, networking and pitch events, and peer-learning circles for aspiring entrepreneurs.",
    icon: "sparkles",
    link: "/solutions-services/wanapreneur-programs",
  },
  {
    title: "Digital Transformation & Training",
    description: "Technology audits, custom training curricula and certification pathways.",
    icon: "cpu",
    link: "/solutions-services/digital-transformation-training",
  },
];

export const consultationCta = {
  title: "Not Sure Where to Start?",
  text: "Book a free 30-minute consultation. We will listen, suggest the service that fits, and tell you honestly if we are not the right partner.",
  primary: { label: "Book a Free Consultation", to: "/contact-get-involved" },
} as const;
