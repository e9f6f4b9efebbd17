import type { CoInnovationProject, FeatureCard } from "./ecosystem-types";

export const industryPartnersIntro =
  "Corporates join Ankur to solve real business problems with startups. They bring the challenge, the plant, the fleet or the customers; our ventures and troupes bring speed and new technology.";

/** Partnership benefits (spec: title, description, feature list). */
export const partnershipBenefits: readonly FeatureCard[] = [
  {
    title: "Curated deal flow",
    description: "Meet ventures that have passed our gates and fit your innovation themes, not a stream of cold pitches.",
    features: ["Quarterly startup showcases", "Shortlists built against your brief", "Gate reports on every venture"],
    icon: "search",
  },
  {
    title: "Co-innovation projects",
    description: "Run time-boxed pilots with a venture and a troupe, under one agreement and one project plan.",
    features: ["Problem statements scoped with your teams", "Pilot agreements with clear IP terms", "A troupe lead as single point of contact"],
    icon: "lightbulb",
  },
  {
    title: "CSR with measurable outcomes",
    description: "Direct CSR funds to incubation programmes that report like an audit, in line with Schedule VII of the Companies Act.",
    features: ["Milestone-linked fund releases", "Impact reports each quarter", "Employee mentoring opportunities"],
    icon: "heart-handshake",
  },
  {
    title: "Talent and market insight",
    description: "Stay close to what India's startups are building, and to the people building it.",
    features: ["Sector trend briefings", "Access to the founder community", "Seats on our governance bodies for strategic partners"],
    icon: "trending-up",
  },
];

export const coInnovationProjects: readonly CoInnovationProject[] = [
  {
    title: "Predictive maintenance for press lines",
    partner: "Dakshin Components Ltd.",
    description: "Vibration sensors and a machine-learning model from a portfolio venture, piloted on six press lines at the Chakan plant.",
    status: "Completed",
    impact: "40% faster launch of new lines, with unplanned downtime down by a third",
    icon: "factory",
  },
  {
    title: "Solar cold storage for FPOs",
    partner: "Konkan Energy Foundation",
    description: "Solar-powered 5-tonne cold rooms for farmer producer organisations, designed with an agri-tech venture and funded through CSR.",
    status: "In Progress",
    impact: "12 units installed in Ratnagiri and Sindhudurg; spoilage is being measured through the mango season",
    icon: "leaf",
  },
  {
    title: "Credit scoring for first-time MSME borrowers",
    partner: "Narmada Rural Bank",
    description: "Cash-flow-based credit scoring from GST and UPI data, built with a fintech venture for borrowers without a credit history.",
    status: "In Progress",
    impact: "1,800 loan applications scored in the pilot branches so far",
    icon: "banknote",
  },
];

export const partnerCta = {
  title: "Co-Innovate With Indian Startups",
  text: "Tell us about your organisation and the problems you want solved. Our Ecosystem Partnerships body reviews applications every two months.",
  primary: { label: "Apply for Partnership", to: "/contact-get-involved/partner-apply" },
} as const;
