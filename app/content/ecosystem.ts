import type { CardItem } from "~/components/card-grid";
import type { StageOverview } from "./ecosystem-types";

/**
 * The five stages in the About/Ecosystem wording. The model page uses the
 * detailed wording (ecosystem-troup-model.ts); the spec gives both.
 */
export const stagesOverview: readonly StageOverview[] = [
  { name: "Ideation", summary: "Frame the problem, talk to 30+ potential customers and shape a testable idea." },
  { name: "Validation", summary: "Prove demand with a prototype, pilots or pre-orders before money is spent on build." },
  { name: "Setup", summary: "Incorporate, build the MVP, set up finance and compliance, and hire the first team." },
  { name: "Growth", summary: "Find a repeatable sales channel, reach paying customers and raise the first institutional round." },
  { name: "Scaling", summary: "Expand to new markets and segments, build the leadership team and prepare for follow-on funding." },
];

/** Cards that all lead to the page that tells the whole story. */
function linkedTo(path: string, cards: readonly Omit<CardItem, "link">[]): readonly CardItem[] {
  return cards.map((card) => ({ ...card, link: path }));
}

export const associateBodiesIntro =
  "Four associate operating bodies and two operational cells govern the ecosystem, so every venture, partner and programme is reviewed on a fixed rhythm.";

export const associateBodiesCards = linkedTo("/ecosystem/associate-bodies", [
    { title: "Roles", description: "Each body and cell has a charter that says who decides, who is consulted and who is kept informed.", icon: "users" },
    { title: "SOPs", description: "Standard operating procedures for admissions, gate reviews, fund releases and partner onboarding.", icon: "file-text" },
    { title: "Enrollment Process", description: "How partners, mentors and specialists apply to join a body or a cell, and how they are inducted.", icon: "user-check" },
    { title: "Performance Dashboards", description: "Venture and programme metrics reviewed at every cycle, from bi-weekly sprints to quarterly reviews.", icon: "chart-column" },
]);

export const participatingCompaniesIntro =
  "Ventures across six sectors, from electric mobility to agri-tech, building with our troupes.";

export const participatingCompaniesCards = linkedTo("/ecosystem/participating-companies", [
    { title: "Profiles", description: "Who the companies are, their stage, their sector and how big their teams have grown.", icon: "building-2" },
    { title: "Case Studies", description: "Milestones our featured companies reached, from pilot orders to funding rounds.", icon: "book-open" },
    { title: "Success Metrics", description: "Capital raised, follow-on funding, team growth and retention across the portfolio.", icon: "trending-up" },
    { title: "Onboarding Criteria", description: "The questions we ask about team, market, product, business and impact before we admit a venture.", icon: "circle-check" },
]);

export const modelInfoCards = linkedTo("/ecosystem/troup-based-incubation-model", [
  { title: "Troupes of 4-6 specialists", description: "Strategy, technology, finance and marketing experts work inside each venture, not beside it.", icon: "users" },
  { title: "A review gate after every stage", description: "Each stage ends at a gate where the venture continues, pivots or exits, on evidence.", icon: "flag" },
  { title: "78% survival", description: "78% of our ventures survive, against an industry average of 32%.", icon: "shield-check" },
  { title: "Fair equity", description: "Troupe support is paid for with equity, typically 3-7%, agreed before Stage 1 begins.", icon: "scale" },
]);

export const mentorshipOverview: readonly CardItem[] = [
  {
    title: "Matched by skill and stage",
    description: "Founders, operators and investors who mentor our ventures, matched to the problem in front of the founder.",
    icon: "user-check",
    link: "/ecosystem/mentorship-network",
    linkLabel: "Meet our mentors",
  },
  {
    title: "Sessions that lead somewhere",
    description: "Fortnightly sessions with the troupe following up, and ratings that keep quality high (our featured mentors average 4.8 and above).",
    icon: "message-circle",
    link: "/ecosystem/mentorship-network",
    linkLabel: "How mentoring works",
  },
];

export const industryPartnersOverview: readonly CardItem[] = [
  {
    title: "Co-innovation projects",
    description: "Corporates bring real problems; our ventures build and pilot the answers inside their plants, fleets and branches.",
    icon: "handshake",
    link: "/ecosystem/industry-partners",
    linkLabel: "See the projects",
  },
  {
    title: "Market access",
    description: "Partners open procurement, distribution and customer channels to ventures that pass their gates.",
    icon: "globe",
    link: "/ecosystem/industry-partners",
    linkLabel: "Partner benefits",
  },
];

export const ecosystemCta = {
  title: "Put the Ecosystem to Work",
  text: "Incubation packages, corporate partnerships, government programmes, MSME schemes and training, all delivered by the same troupes and governance.",
  primary: { label: "Explore Solutions & Services", to: "/solutions-services" },
} as const;
