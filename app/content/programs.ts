/**
 * The four flagship programmes (spec 2 §2, durations from §9: Catalyst 12
 * weeks, ScaleUp Studio 6 months, Enterprise Innovation Lab 90-day sprints,
 * Ecosystem Builder 12 months). The cards that link here live in
 * content/solutions.ts (flagshipPrograms).
 */
import type { CardItem } from "~/components/card-grid";
import { contactLink } from "~/lib/contact-link";
import type { FlagshipProgram, ProgramPath } from "./programs-types";

/** The contact-form topic of a question about a programme. */
function programEnquiryTopic(programName: string): string {
  return `Programme enquiry: ${programName}`;
}

/** Founders apply with the incubation application on the contact page. */
export const INCUBATION_APPLICATION = "/contact-get-involved#apply-for-incubation";
/** Corporates and institutions apply with the partnership form. */
const PARTNER_APPLY = "/contact-get-involved/partner-apply";

const catalyst: FlagshipProgram = {
  path: "/solutions-services/catalyst-program",
  shortName: "Catalyst",
  icon: "zap",
  duration: "12 weeks",
  forWhom: "For founding teams with a validated problem who need a launch-ready MVP and their first paying customers.",
  facts: [
    { value: "12 weeks", label: "from validated idea to MVP" },
    { value: "4-6", label: "specialists in your troupe" },
    { value: "3-7%", label: "equity, typically, no cash fee" },
    { value: "10", label: "ventures per cohort" },
  ],
  overview:
    "Catalyst compresses the MVP Development stage of our troup model into 12 focused weeks. A troupe of 4-6 specialists in product, engineering, design, finance and go-to-market works inside your venture from the first Monday, in two-week sprints with a demo every Friday. The programme ends at a review gate and a Demo Day with investors and corporate partners from the Ankur network.",
  audience: {
    intro: "Catalyst is built for teams that have done their homework on the problem and now need to build, sell and learn fast.",
    profiles: [
      {
        title: "Founders with a validated problem",
        description: "You have spoken to at least 20 potential customers, you can name the pain in their words, and you know who pays.",
        icon: "target",
      },
      {
        title: "Non-technical founders",
        description: "You know the market but need a product and engineering lead to scope, build and ship the first version with you.",
        icon: "users",
      },
      {
        title: "Student and faculty founders",
        description: "Teams from our academic partners who are ready to leave the lab, register a company and test with real customers.",
        icon: "graduation-cap",
      },
    ],
  },
  scheduleTitle: "Week by Week",
  scheduleIntro: "Six blocks, each ending in something you can show. Your troupe meets you on site in Pune or Bengaluru two days a week; the rest is remote.",
  schedule: [
    {
      period: "Weeks 1-2",
      title: "Kick-off and problem deep-dive",
      summary: "The troupe joins, reads everything you have and goes back to your customers with you.",
      activities: ["Troupe of 4-6 specialists assigned and introduced", "10 more customer interviews, recorded and coded", "Success metrics for the 12 weeks agreed in writing"],
      milestone: "Problem statement and target customer signed off",
    },
    {
      period: "Weeks 3-4",
      title: "Solution design and MVP scope",
      summary: "From a long wish list to the smallest product that proves your promise.",
      activities: ["Clickable prototype tested with 5 target users", "MVP scope, architecture and build plan", "Pricing hypotheses and first unit-economics model"],
      milestone: "Scope review with the Incubation Excellence cell",
    },
    {
      period: "Weeks 5-6",
      title: "Build sprint one",
      summary: "The core journey, built and in front of users by the end of week 6.",
      activities: ["Two-week sprint with a Friday demo", "Cloud credits and tools switched on", "Pilot users recruited from your interview list"],
      milestone: "First working version used by pilot users",
    },
    {
      period: "Weeks 7-8",
      title: "Build sprint two",
      summary: "Fix what pilot users struggled with and add what they would pay for.",
      activities: ["Usage data and feedback reviewed every week", "Compliance basics: privacy notice, terms, GST", "Sales material and a one-page offer"],
      milestone: "MVP ready for paying pilots",
    },
    {
      period: "Weeks 9-10",
      title: "First customers",
      summary: "Selling is part of the programme, not something for after it.",
      activities: ["Introductions to customers and corporate partners in our network", "Pilot agreements and pricing tests", "Weekly pipeline review with the go-to-market specialist"],
      milestone: "At least one paying or signed pilot customer",
    },
    {
      period: "Weeks 11-12",
      title: "Review gate and Demo Day",
      summary: "Evidence in, decision out: the review panel decides on what you have shown, not on how well you pitch.",
      activities: ["Investor-ready deck and data room basics", "Review gate with the panel", "Demo Day with investors and corporates"],
      milestone: "Gate decision: continue, pivot or exit",
    },
  ],
  outcomes: [
    { title: "A launch-ready MVP", description: "A product real customers have used, with the code, designs and documentation in your name.", icon: "rocket" },
    { title: "First customers", description: "Paying or signed pilot customers, and a pipeline you understand.", icon: "handshake" },
    { title: "Evidence for investors", description: "Usage data, unit economics and a gate report that investors in our network know how to read.", icon: "chart-column" },
    { title: "A clear next step", description: "Continue into ScaleUp Studio, raise a seed round, pivot with support, or stop early and cheaply.", icon: "flag" },
  ],
  eligibility: {
    intro: "We select 10 ventures per cohort. You can apply if:",
    criteria: [
      "Your company is registered in India (Private Limited or LLP), or you will register it before week 3.",
      "At least two founders, and at least one of them works on the venture full-time.",
      "You have evidence of the problem: notes from at least 20 conversations with potential customers.",
      "You have raised less than ₹2 crore so far.",
      "You can be in Pune or Bengaluru two days a week for 12 weeks.",
    ],
  },
  costModel: {
    summary: "No cash fee. Troupe support is paid for with equity, typically 3-7%, agreed in writing before week 1.",
    points: [
      "Cloud credits, tool licences and lab access are included.",
      "Seats funded by a government scheme or a CSR partner carry no equity.",
      "If the review panel decides on an exit, unvested equity returns to the founders.",
    ],
  },
  faqs: [
    {
      question: "When do cohorts start?",
      answer: "Three times a year, in January, May and September. Applications close four weeks before each start date; we reply to every application within two weeks of the closing date.",
    },
    {
      question: "How much of our time does Catalyst need?",
      answer: "At least one founder full-time, and the whole founding team at the Friday demos and the review gate. The troupe works inside your venture, so decisions still sit with you.",
    },
    {
      question: "What happens if we do not pass the review gate?",
      answer: "The panel can ask you to pivot, with a further four weeks of troupe support, or recommend an exit. An exit is a decision on evidence, not a failure: most founders who stop at the gate start again with a better idea.",
    },
    {
      question: "Do we keep the intellectual property?",
      answer: "Yes. Everything the troupe builds with you belongs to your company. Our stake is equity, never your code, designs or data.",
    },
  ],
  apply: {
    title: "Apply for the Next Catalyst Cohort",
    text: "Fill in the incubation application and say under “Why do you want to join” that you are applying for Catalyst. We reply to every application.",
    primary: { label: "Apply for Catalyst", to: INCUBATION_APPLICATION },
    secondary: { label: "Ask a question first", to: contactLink(programEnquiryTopic("Catalyst Program")) },
  },
};

const scaleupStudio: FlagshipProgram = {
  path: "/solutions-services/scaleup-studio",
  shortName: "ScaleUp Studio",
  icon: "trending-up",
  duration: "6 months",
  forWhom: "For ventures with revenue that need repeatable growth, a leadership team and a Series A-ready data room.",
  facts: [
    { value: "6 months", label: "with a dedicated troupe" },
    { value: "4-6", label: "specialists in your troupe" },
    { value: "3-7%", label: "equity, typically" },
    { value: "1", label: "Series A-ready data room" },
  ],
  overview:
    "ScaleUp Studio covers the Market Traction and Growth & Scaling stages of our troup model. For six months a troupe of growth, sales, finance, people and technology specialists works with your leadership team on the few things that decide whether a young company scales: a channel that repeats, unit economics that hold, the first senior hires, and the evidence investors ask for.",
  audience: {
    intro: "ScaleUp Studio is for founders past product-market fit who feel growth depends too much on themselves.",
    profiles: [
      {
        title: "Revenue-stage startups",
        description: "Annual revenue between ₹50 lakh and ₹10 crore, customers who come back, and growth that is still lumpy.",
        icon: "line-chart",
      },
      {
        title: "Founders preparing a Series A",
        description: "You have raised a seed round and want to meet Series A investors with clean numbers and a credible plan.",
        icon: "wallet",
      },
      {
        title: "Catalyst graduates",
        description: "Ventures that passed the Catalyst review gate and continue with the troupe that already knows them.",
        icon: "award",
      },
    ],
  },
  scheduleTitle: "Phase by Phase",
  scheduleIntro: "Five phases over six months, with a monthly review by the Incubation Excellence cell and a review gate at the end.",
  schedule: [
    {
      period: "Month 1",
      title: "Growth diagnosis",
      summary: "Before adding anything, find out what is already working and why.",
      activities: ["Data audit: customers, cohorts, channels, margins", "Unit economics by segment", "Growth model with three priority bets"],
      milestone: "Growth plan agreed with the founders and the board",
    },
    {
      period: "Months 2-3",
      title: "Growth experiments",
      summary: "Short, measured experiments on channels, pricing and sales motion.",
      activities: ["Two-week experiments with a clear stop rule", "Sales playbook and pipeline discipline", "Pricing and packaging tests"],
      milestone: "One repeatable channel with CAC payback measured",
    },
    {
      period: "Month 4",
      title: "Team and operations",
      summary: "Growth breaks companies that are still run from the founders' phones.",
      activities: ["Organisation design and ESOP pool", "First leadership hires with our talent partners", "Finance, HR and compliance processes"],
      milestone: "Hiring plan approved and first senior roles filled",
    },
    {
      period: "Month 5",
      title: "Fundraising readiness",
      summary: "The data room, model and story that make a Series A conversation short.",
      activities: ["Financial model and three-year plan", "Cap table, agreements and compliance clean-up", "Pitch narrative rehearsed with investors"],
      milestone: "Series A-ready data room reviewed by Financial Governance",
    },
    {
      period: "Month 6",
      title: "Investor connect and review gate",
      summary: "Meet investors and corporate partners with evidence, then decide the next stage.",
      activities: ["Investor roundtables with funds in our network", "Corporate pilot and partnership introductions", "Review gate with the panel"],
      milestone: "Gate decision: scale, refocus or exit",
    },
  ],
  outcomes: [
    { title: "A growth engine that repeats", description: "At least one channel with known cost, payback and capacity, and a team that runs it without you.", icon: "trending-up" },
    { title: "A leadership team", description: "Senior hires in the roles that matter most now, with an ESOP pool to keep them.", icon: "users" },
    { title: "A Series A-ready data room", description: "Financial model, cap table, contracts and compliance in order, reviewed before an investor sees them.", icon: "file-text" },
    { title: "Warm introductions", description: "Roundtables with funds and corporates from the Ankur network, backed by the troupe's gate report.", icon: "handshake" },
  ],
  eligibility: {
    intro: "We take up to eight ventures at a time. You can apply if:",
    criteria: [
      "Your company is registered in India and has at least 12 months of revenue.",
      "Annual revenue is between ₹50 lakh and ₹10 crore.",
      "You have a full-time founding team of at least two, and the board backs the application.",
      "You are willing to share financial and customer data with the troupe under NDA.",
    ],
  },
  costModel: {
    summary: "Troupe support is paid for with equity, typically 3-7%, agreed before the first month.",
    points: [
      "Catalyst graduates pay a reduced top-up, never more than 7% in total across both programmes.",
      "Recruitment through our talent partners is billed at a reduced fee, only for hires you make.",
      "Ventures backed by a CSR or government programme can ask for a sponsored seat.",
    ],
  },
  faqs: [
    {
      question: "Can we join without having done Catalyst?",
      answer: "Yes. About half of each ScaleUp Studio group joins directly. We start with the same growth diagnosis either way.",
    },
    {
      question: "Does Ankur invest in ScaleUp Studio ventures?",
      answer: "Our equity is for the troupe's work, not a cash investment. We introduce you to funds in our network; they decide independently.",
    },
    {
      question: "Our investors already sit on the board. How does the troupe work with them?",
      answer: "The troupe reports to the founders and shares the monthly review with your board. Investors often join the review gate as observers.",
    },
    {
      question: "Is the programme remote?",
      answer: "Mostly on site with you. Specialists spend two to three days a week in your office, wherever it is in India, and the rest remote.",
    },
  ],
  apply: {
    title: "Apply for ScaleUp Studio",
    text: "Fill in the incubation application, name ScaleUp Studio under “Why do you want to join” and tell us your revenue and what is holding growth back. We reply within two weeks.",
    primary: { label: "Apply for ScaleUp Studio", to: INCUBATION_APPLICATION },
    secondary: { label: "Ask a question first", to: contactLink(programEnquiryTopic("ScaleUp Studio")) },
  },
};

const enterpriseInnovationLab: FlagshipProgram = {
  path: "/solutions-services/enterprise-innovation-lab",
  shortName: "Enterprise Innovation Lab",
  icon: "building-2",
  duration: "90-day sprints",
  forWhom: "For corporate business units that want one defined problem solved with startups, and a decision in 90 days.",
  facts: [
    { value: "90 days", label: "per sprint" },
    { value: "1", label: "defined business problem" },
    { value: "2-3", label: "startups in each sprint" },
    { value: "Custom", label: "pricing per sprint" },
  ],
  overview:
    "The Enterprise Innovation Lab pairs one of your business units with two or three startups from our portfolio and network to solve one problem you define. Each sprint lasts 90 days and ends with evidence and a decision: scale into a commercial contract, run another sprint, or stop. An Ankur troupe runs the sprint, handles the startups, and keeps procurement, legal and IT moving at startup speed.",
  audience: {
    intro: "The Lab works best when a business leader owns the problem and can decide on the result.",
    profiles: [
      {
        title: "Business-unit heads",
        description: "You own a P&L and a problem that your usual vendors have not solved: yield, churn, quality, cost to serve.",
        icon: "briefcase",
      },
      {
        title: "CIO, CTO and open-innovation teams",
        description: "You need startups' technology tested on your data and systems, not another proof of concept that never leaves the lab.",
        icon: "cpu",
      },
      {
        title: "PSUs and family-owned groups",
        description: "You want startup speed with the governance your board and auditors expect.",
        icon: "landmark",
      },
    ],
  },
  scheduleTitle: "Sprint by Sprint",
  scheduleIntro: "Every 90-day sprint follows the same four phases. Many partners run two or three sprints a year on different problems.",
  schedule: [
    {
      period: "Days 1-15",
      title: "Problem framing",
      summary: "One problem, one owner, and success measured in your numbers.",
      activities: ["Workshop with the business-unit sponsor", "Success metrics and baseline", "Data access, security and compliance cleared up front"],
      milestone: "Signed problem brief with success metrics",
    },
    {
      period: "Days 16-30",
      title: "Scouting and matching",
      summary: "We bring the startups; you choose who builds.",
      activities: ["Long list from our portfolio and network", "Pitch day with 5-8 shortlisted startups", "Two or three startups selected and contracted"],
      milestone: "Startups onboarded with a standard pilot agreement",
    },
    {
      period: "Days 31-75",
      title: "Co-build and pilot",
      summary: "Joint teams work in a sandbox on your data, with weekly demos to the sponsor.",
      activities: ["Weekly demos and a shared results board", "IT and security integration handled by the troupe", "Procurement fast-track prepared in parallel"],
      milestone: "Pilot running with real users or data",
    },
    {
      period: "Days 76-90",
      title: "Evidence and decision",
      summary: "Results against the metrics agreed on day 15, and a decision the same week.",
      activities: ["Results report with the baseline comparison", "Business case for scaling", "Decision meeting with the sponsor"],
      milestone: "Decision: scale, run another sprint, or stop",
    },
  ],
  outcomes: [
    { title: "A tested solution", description: "Working technology tested on your data, with results measured against your own baseline.", icon: "circle-check" },
    { title: "A decision in 90 days", description: "No open-ended pilots: every sprint ends with a documented decision and a business case.", icon: "flag" },
    { title: "Faster integration", description: "A repeatable way to contract and integrate startups; one partner cut its integration time with startups by 60%.", icon: "zap" },
    { title: "Startup partners you trust", description: "Relationships with startups that have already worked inside your systems and rules.", icon: "handshake" },
  ],
  eligibility: {
    intro: "We run a sprint with you when:",
    criteria: [
      "A business-unit leader sponsors the sprint and can decide on the result.",
      "The problem can be tested in 90 days with your data, site or customers.",
      "You can give the startups sandbox access to the data and systems they need.",
      "You are ready to pay startups for pilots at rates agreed up front.",
    ],
  },
  costModel: {
    summary: "A fixed fee per 90-day sprint, with custom pricing quoted after the problem-framing workshop.",
    points: [
      "Startups are paid for their pilots at agreed rates, in addition to the sprint fee.",
      "No equity: we take no stake in the startups through the Lab.",
      "Sprints can be funded from R&D, innovation or CSR budgets where the problem qualifies.",
    ],
  },
  faqs: [
    {
      question: "Who owns what we build together?",
      answer: "The pilot agreement settles it before the sprint begins. Usually the startup keeps its product IP and you get a licence and your own data and configurations.",
    },
    {
      question: "Can we bring our own startups?",
      answer: "Yes. We add them to the long list and hold them to the same selection criteria and pilot agreement.",
    },
    {
      question: "What if none of the startups meets the metrics?",
      answer: "Then the decision is to stop, and you have learnt it in 90 days with a clear report on why. Stopping on evidence is a good outcome for the Lab.",
    },
    {
      question: "How do we start?",
      answer: "Apply as a corporate partner. We hold a free problem-framing conversation and quote the sprint after it.",
    },
  ],
  apply: {
    title: "Start an Innovation Sprint",
    text: "Apply as a corporate partner and tell us the problem you want solved. The problem-framing conversation is free.",
    primary: { label: "Apply as a Corporate Partner", to: PARTNER_APPLY },
    secondary: { label: "Ask a question first", to: contactLink(programEnquiryTopic("Enterprise Innovation Lab")) },
  },
};

const ecosystemBuilder: FlagshipProgram = {
  path: "/solutions-services/ecosystem-builder",
  shortName: "Ecosystem Builder",
  icon: "network",
  duration: "12 months",
  forWhom: "For states, universities and industry bodies that want an incubation ecosystem of their own, run by their own people.",
  facts: [
    { value: "12 months", label: "from mapping to hand-over" },
    { value: "5", label: "stages of the troup model, adapted to you" },
    { value: "1", label: "first cohort run with your team" },
    { value: "Custom", label: "pricing after the mapping phase" },
  ],
  overview:
    "Ecosystem Builder transfers what we have learnt from supporting 250+ ventures to institutions that want to build their own. Over 12 months we map your region or campus, design the incubation model and its governance, train your team as troupe members, run the first cohort with them, and hand over a working system with its dashboards and review cycles.",
  audience: {
    intro: "Ecosystem Builder is for institutions that will own and fund the ecosystem after the year with us.",
    profiles: [
      {
        title: "State departments and missions",
        description: "Industries, IT and startup missions designing or renewing a state startup policy and its incubators.",
        icon: "landmark",
      },
      {
        title: "Universities and research institutes",
        description: "Institutions setting up or reviving an incubation centre, a technology transfer office or a student venture fund.",
        icon: "graduation-cap",
      },
      {
        title: "Industry bodies and CSR foundations",
        description: "Chambers, MSME councils, district industries centres and foundations that want ventures, not only events.",
        icon: "building-2",
      },
    ],
  },
  scheduleTitle: "Phase by Phase",
  scheduleIntro: "Four phases over 12 months. Your team works beside ours from the first week, so the hand-over is a formality.",
  schedule: [
    {
      period: "Months 1-2",
      title: "Ecosystem mapping",
      summary: "Who is already there, what is missing, and where your institution can make the difference.",
      activities: ["Stakeholder interviews: founders, investors, industry, academia", "Sector strengths and gaps", "Policy and scheme landscape"],
      milestone: "Ecosystem map and opportunity report",
    },
    {
      period: "Months 3-4",
      title: "Design",
      summary: "An incubation model that fits your mandate, budget and region.",
      activities: ["Programme design based on the five-stage troup model", "Governance bodies and review cycles", "Funding plan: state schemes, CSR, grants and investors"],
      milestone: "Design approved by your governing body",
    },
    {
      period: "Months 5-8",
      title: "Launch",
      summary: "Call for applications, selection and the first troupes in place.",
      activities: ["Outreach and application campaign", "Selection of the first cohort", "Troupe training for your staff; mentor pool recruited"],
      milestone: "First cohort started",
    },
    {
      period: "Months 9-12",
      title: "Operate and hand over",
      summary: "Your team runs the cohort with ours beside it, then on its own.",
      activities: ["Review gates run by your panel", "Dashboards and quarterly reporting set up", "Playbooks, templates and contracts handed over"],
      milestone: "Hand-over and a one-year review plan",
    },
  ],
  outcomes: [
    { title: "A working incubation system", description: "Programme, governance, contracts and dashboards that run after we leave.", icon: "settings" },
    { title: "A trained team", description: "Your staff trained as troupe members and panel reviewers, with a mentor pool around them.", icon: "users" },
    { title: "A first cohort", description: "Ventures selected, supported and reviewed through their first gate in your ecosystem.", icon: "rocket" },
    { title: "Connection to a national network", description: "Access to investors, corporates and mentors across the Ankur ecosystem for your founders.", icon: "network" },
  ],
  eligibility: {
    intro: "We take on an Ecosystem Builder engagement when:",
    criteria: [
      "Your institution has a mandate to support startups: a policy, a grant or a governing-body resolution.",
      "Funding for at least two years of operation is committed or in sight.",
      "You can name a full-time lead and a team that will run the ecosystem after hand-over.",
    ],
  },
  costModel: {
    summary: "A fixed-fee engagement, with custom pricing agreed after the mapping phase.",
    points: [
      "Usually funded from a state scheme, a university's incubation grant or a CSR budget.",
      "The mapping phase is priced separately, so you can stop after it if the design does not fit.",
      "No equity in the ventures of your ecosystem.",
    ],
  },
  faqs: [
    {
      question: "Do we have to use the Ankur brand or platform?",
      answer: "No. The ecosystem is yours, under your name. You can stay connected to the Ankur network for investors, corporates and mentors if you wish.",
    },
    {
      question: "Can you work with a government procurement process?",
      answer: "Yes. We regularly respond to tenders and expressions of interest, and can support you in framing the scope of one.",
    },
    {
      question: "What results have other institutions seen?",
      answer: "One state industries department that designed its incubation scheme with us saw applications triple in the first year.",
    },
  ],
  apply: {
    title: "Build Your Ecosystem With Us",
    text: "Apply as a partner and tell us about your institution and its mandate. We will propose a mapping phase.",
    primary: { label: "Apply as a Partner", to: PARTNER_APPLY },
    secondary: { label: "Ask a question first", to: contactLink(programEnquiryTopic("Ecosystem Builder")) },
  },
};

/** The four programmes in the order of the Solutions & Services page. */
export const flagshipProgramList: readonly FlagshipProgram[] = [catalyst, scaleupStudio, enterpriseInnovationLab, ecosystemBuilder];

export const flagshipProgramsByPath: Readonly<Record<ProgramPath, FlagshipProgram>> = {
  "/solutions-services/catalyst-program": catalyst,
  "/solutions-services/scaleup-studio": scaleupStudio,
  "/solutions-services/enterprise-innovation-lab": enterpriseInnovationLab,
  "/solutions-services/ecosystem-builder": ecosystemBuilder,
};

/** Under the other programmes on every programme page, for visitors not sure which one fits. */
export const programChooser = {
  intro: "Not sure which programme fits? Take the free readiness assessment, or compare all programmes side by side.",
  primary: { label: "Take the Readiness Assessment", to: "/solutions-services/readiness-assessment" },
  secondary: { label: "Compare All Programmes", to: "/programs" },
} as const;

/** /programs: the incubation packages beside the flagship programmes. */
export const incubationPackageCards: readonly CardItem[] = [
  {
    title: "Ideation Workshops",
    description: "Workshops of 3 to 5 days to find a problem worth solving, design the business model and pitch a prototype.",
    icon: "lightbulb",
    link: "/solutions-services/startup-incubation-packages#ideation-workshops",
    linkLabel: "See the workshops",
  },
  {
    title: "MVP Development Support",
    description: "Scoping, build sprints with a troupe, and cloud, tools and lab access for your first version.",
    icon: "cpu",
    link: "/solutions-services/startup-incubation-packages#mvp-support",
    linkLabel: "See MVP support",
  },
  {
    title: "Market-Entry Accelerators",
    description: "Go-to-market, enterprise sales and Bharat markets accelerators for ventures ready to sell.",
    icon: "map-pin",
    link: "/solutions-services/startup-incubation-packages#market-entry",
    linkLabel: "See the accelerators",
  },
  {
    title: "Wanapreneur Programs",
    description: "Capacity building, pitch events and peer-learning circles for aspiring entrepreneurs.",
    icon: "sparkles",
    link: "/solutions-services/wanapreneur-programs",
    linkLabel: "See Wanapreneur Programs",
  },
];

export const programsHubIntro =
  "Four flagship programmes for founders, corporates and institutions, incubation packages for every early stage, and three free self-assessments that tell you where to start.";

export const programsCta = {
  title: "Ready to Apply?",
  text: "Tell us about your venture or organisation and the programme you have in mind. We reply to every application.",
  primary: { label: "Apply for Incubation", to: INCUBATION_APPLICATION },
  secondary: { label: "Apply as a Partner", to: PARTNER_APPLY },
} as const;
