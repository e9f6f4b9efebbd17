/**
 * The platform page (/platform, a home-page quick link) and the resource
 * library sign-in page (/login, the whitepaper modal's target). Every card
 * leads to the page that already describes its part of the ecosystem.
 */
import type { CardItem } from "~/components/card-grid";
import type { IconName } from "~/components/icon-names";
import { contactLink } from "~/lib/contact-link";
import { homeHero } from "./home";

/** The ecosystem's headline figures, as on the home page. */
export const platformFigures = homeHero.stats;

export const platformIntro =
  "Ankur is not a building or an app. It is one way of working that five groups share: founders build with a troupe of 4-6 specialists, mentors and corporates bring experience and markets, investors see evidence at every stage gate, and governance bodies keep everyone to the same standard.";

/** A group on the platform: what it brings, what it gets, and its page. */
export type PlatformMember = {
  title: string;
  icon: IconName;
  brings: string;
  gets: readonly string[];
  link: { label: string; to: string };
};

export const platformMembers: readonly PlatformMember[] = [
  {
    title: "Founders",
    icon: "rocket",
    brings: "A problem worth solving and the commitment to build a company around it.",
    gets: ["A troupe of 4-6 specialists inside the venture", "Five stages with clear review gates", "Introductions to customers, partners and investors"],
    link: { label: "For entrepreneurs and startups", to: "/audience-hub/entrepreneurs-startups" },
  },
  {
    title: "Investors",
    icon: "trending-up",
    brings: "Capital, judgement and the networks that come with them.",
    gets: ["Curated deal flow with gate reports", "Portfolio reports and investor roundtables", "Co-investment alongside funds in the network"],
    link: { label: "For investors and VCs", to: "/audience-hub/investors-vcs" },
  },
  {
    title: "Corporates",
    icon: "building-2",
    brings: "Real problems, pilot sites, data and routes to market.",
    gets: ["Startups matched to a defined business problem", "Pilots that end in a decision", "CSR programmes that report outcomes"],
    link: { label: "For industry and corporates", to: "/audience-hub/industry-corporate" },
  },
  {
    title: "Mentors",
    icon: "user-check",
    brings: "Experience of building, selling, financing and running companies.",
    gets: ["Founders matched to their expertise", "Sessions with a clear question to answer", "A community of practitioners across India"],
    link: { label: "The mentorship network", to: "/ecosystem/mentorship-network" },
  },
  {
    title: "Governance Bodies",
    icon: "landmark",
    brings: "Standards, oversight and the decisions at every review gate.",
    gets: ["Evidence from every troupe on a fixed cycle", "Clear escalation paths", "Reporting that CSR and grant funders can audit"],
    link: { label: "The associate bodies", to: "/ecosystem/associate-bodies" },
  },
];

/** The others who take part, with their own pages. */
export const otherMembers: readonly CardItem[] = [
  {
    title: "Government and NGOs",
    description: "Schemes, grants and programmes that reach founders through the platform.",
    icon: "landmark",
    link: "/audience-hub/government-ngos",
  },
  {
    title: "Consultants and Academics",
    description: "Research, teaching and specialist advice, and student founders from partner campuses.",
    icon: "graduation-cap",
    link: "/audience-hub/consultants-academics",
  },
  {
    title: "Industry Partners",
    description: "Corporates that co-innovate with our startups through pilots, shared labs and market access.",
    icon: "handshake",
    link: "/ecosystem/industry-partners",
  },
];

/** How the groups meet: the connections the platform makes, each with the page that explains it. */
export const platformConnections: readonly CardItem[] = [
  {
    title: "Founders and troupes",
    description: "Every venture gets a troupe of 4-6 specialists in strategy, technology, finance and marketing, paid for with equity, typically 3-7%.",
    icon: "users",
    link: "/ecosystem/troup-based-incubation-model",
    linkLabel: "How the troup model works",
  },
  {
    title: "Founders and mentors",
    description: "Mentors are matched to the question a founder needs answered, from pricing a product to negotiating a term sheet.",
    icon: "user-check",
    link: "/ecosystem/mentorship-network",
    linkLabel: "Meet the mentors",
  },
  {
    title: "Founders and investors",
    description: "Each stage gate produces evidence. Investors in the network see the gate reports, so conversations start from data, not decks.",
    icon: "trending-up",
    link: "/audience-hub/investors-vcs",
    linkLabel: "The investor hub",
  },
  {
    title: "Startups and corporates",
    description: "Corporates bring a defined problem; startups from the portfolio solve it in a 90-day sprint that ends in a decision.",
    icon: "building-2",
    link: "/solutions-services/enterprise-innovation-lab",
    linkLabel: "The Enterprise Innovation Lab",
  },
  {
    title: "Governance and everyone",
    description: "Associate bodies and operational cells review ventures on quarterly, monthly, bi-monthly and bi-weekly cycles.",
    icon: "shield-check",
    link: "/ecosystem/associate-bodies",
    linkLabel: "How governance works",
  },
  {
    title: "Government and the ecosystem",
    description: "Policy alignment, grant applications and compliance support connect founders and MSMEs to public schemes.",
    icon: "landmark",
    link: "/solutions-services/government-programs-grants",
    linkLabel: "Government programs and grants",
  },
];

/** A step of a venture's path through the platform, with the page that tells more. */
export type PlatformStep = { title: string; text: string; link: { label: string; to: string } };

/** A venture's path through the platform. */
export const platformJourney: readonly PlatformStep[] = [
  {
    title: "Find out where you stand",
    text: "A free self-assessment scores your venture on 12 dimensions and suggests where to start.",
    link: { label: "Take the readiness assessment", to: "/solutions-services/readiness-assessment" },
  },
  {
    title: "Join a programme",
    text: "Catalyst for 12 weeks, ScaleUp Studio for 6 months, or an incubation package that fits your stage.",
    link: { label: "See the programmes", to: "/programs" },
  },
  {
    title: "Build with your troupe",
    text: "Specialists work inside your venture through five stages, from ideation to maturity.",
    link: { label: "The five stages", to: "/ecosystem/troup-based-incubation-model" },
  },
  {
    title: "Pass the gates",
    text: "At each review gate a panel decides on evidence whether you continue, pivot or exit.",
    link: { label: "Who sits on the panels", to: "/ecosystem/associate-bodies" },
  },
  {
    title: "Raise and scale",
    text: "Investors and corporates in the network meet you with your gate reports in hand.",
    link: { label: "Read the success stories", to: "/success-stories" },
  },
];

/** What every member can use. */
export const platformTools: readonly CardItem[] = [
  {
    title: "Resource Library",
    description: "Articles, whitepapers, templates, events and recordings for founders and their backers.",
    icon: "library",
    link: "/resources",
  },
  {
    title: "Startup Showcase",
    description: "Portfolio companies with their stage, milestones and metrics.",
    icon: "presentation",
    link: "/ecosystem/participating-companies",
  },
  {
    title: "Events",
    description: "Demo days, investor roundtables, workshops and webinars across India.",
    icon: "calendar",
    link: "/resources/events",
  },
  {
    title: "Partner Portal",
    description: "Partnership tiers, reports and the tools our corporate and institutional partners use.",
    icon: "handshake",
    link: "/partner-portal",
  },
];

export const platformCta = {
  title: "Join the Platform",
  text: "Apply as a partner, or start as a founder with the free readiness assessment.",
  primary: { label: "Get Started", to: "/contact-get-involved/partner-apply" },
  secondary: { label: "Take the Readiness Assessment", to: "/solutions-services/readiness-assessment" },
} as const;

/** The topic of a resource library access request sent with the contact form. */
const RESOURCE_ACCESS_TOPIC = "Resource library access";

/** /login: no sign-in form; accounts open by invitation, documents come by e-mail. */
export const resourceLibraryAccess = {
  invitation: {
    title: "Accounts Open by Invitation",
    text: [
      "Everyone can browse the resource library: articles, whitepaper summaries, events and tools are open to all.",
      "Member accounts, which add full whitepaper downloads, templates and event recordings, are opened by invitation for founders, mentors and partners in Ankur programmes. There is no public sign-up, so there is no sign-in form on this page.",
    ],
  },
  emailRequest: {
    title: "Ask for the Document by E-mail",
    intro: "You do not need an account to read our research. Tell us what you need and we will send it.",
    steps: [
      "Find the whitepaper or template in the library and note its title.",
      "Send us the title with the contact form; the topic is filled in for you.",
      "Our team replies within 24 hours with the document or a link to it.",
    ],
    primary: { label: "Request by E-mail", to: contactLink(RESOURCE_ACCESS_TOPIC) },
    secondary: { label: "Back to the Whitepapers", to: "/resources/whitepapers" },
  },
  members: [
    {
      title: "In an Ankur programme?",
      description: "Your troupe lead sends your invitation in the first week. If it has not arrived, ask us and we will resend it.",
      icon: "rocket",
      link: contactLink("Resource library invitation for a programme member"),
      linkLabel: "Ask for your invitation",
    },
    {
      title: "A partner organisation?",
      description: "Partners sign in to the Partner Portal, where reports and shared resources live.",
      icon: "handshake",
      link: "/partner-portal#partner-login",
      linkLabel: "Go to the Partner Portal",
    },
    {
      title: "Want to join?",
      description: "Apply to a programme or as a partner; membership of the library comes with it.",
      icon: "user-check",
      link: "/programs",
      linkLabel: "See the programmes",
    },
  ] satisfies readonly CardItem[],
} as const;
