/**
 * The three self-assessments. The readiness assessment covers 12 dimensions
 * (spec 2 §9). Every recommendation links to the package that fits or to the
 * contact form; scoring happens in the browser (features/self-assessment).
 */
import type { CardItem } from "~/components/card-grid";
import { contactLink } from "~/lib/contact-link";
import type { AssessmentPath, SelfAssessment } from "./assessment-types";

const readinessAssessment: SelfAssessment = {
  path: "/solutions-services/readiness-assessment",
  name: "Startup Readiness Assessment",
  intro:
    "For founders at any stage, from first idea to first revenue. Rate 24 statements about your venture across 12 dimensions. You get a score for each dimension, an overall score, the areas to work on first and the Ankur package that fits where you are.",
  minutes: 10,
  scale: [
    { label: "Not yet", points: 0 },
    { label: "Started", points: 1 },
    { label: "Mostly", points: 2 },
    { label: "Done, with evidence", points: 3 },
  ],
  dimensions: [
    {
      id: "problem",
      name: "Problem & Customer",
      description: "How well you understand the problem and the people who have it.",
      advice: "Run customer discovery before building more: 30 conversations, written up, with the problem in customers' own words.",
      questions: [
        { id: "problem-interviews", statement: "We have spoken to at least 30 potential customers about the problem." },
        { id: "problem-segment", statement: "We can describe our first customer segment precisely: who they are, where they are and what they use today." },
      ],
    },
    {
      id: "solution",
      name: "Solution & Product",
      description: "Whether what you are building has met the people it is for.",
      advice: "Put the smallest possible version in front of five target users and watch them use it before adding features.",
      questions: [
        { id: "solution-prototype", statement: "We have a prototype or MVP that target users have tried." },
        { id: "solution-priorities", statement: "We know which features users value most and which we can drop." },
      ],
    },
    {
      id: "market",
      name: "Market Opportunity",
      description: "The size of the opportunity and your place in it.",
      advice: "Size the market bottom-up, from customers you can actually reach and what they pay, and map the alternatives they use today.",
      questions: [
        { id: "market-sizing", statement: "We have sized our market bottom-up, from the customers we can reach and what they pay." },
        { id: "market-competition", statement: "We know our main competitors and alternatives, and why customers would switch to us." },
      ],
    },
    {
      id: "business-model",
      name: "Business Model",
      description: "Who pays, how much, and whether that adds up.",
      advice: "Test your price with real customers: a pre-order, a paid pilot or a signed letter of intent tells you more than a survey.",
      questions: [
        { id: "model-payer", statement: "We know who pays, how much and how often." },
        { id: "model-pricing", statement: "We have tested our price with real customers, not only in a survey." },
      ],
    },
    {
      id: "team",
      name: "Founding Team",
      description: "Whether the founders cover what the next stage needs, and have agreed how they work together.",
      advice: "Put founder roles, equity and vesting in writing now, and name the skill gap you will fill first.",
      questions: [
        { id: "team-skills", statement: "Our founders together cover product, technology and selling." },
        { id: "team-agreement", statement: "Founder roles, equity split and vesting are agreed in writing." },
      ],
    },
    {
      id: "traction",
      name: "Traction & Validation",
      description: "Evidence that customers want what you offer.",
      advice: "Turn interest into commitment: one paying pilot is worth more than a hundred sign-ups. Track a few metrics every week.",
      questions: [
        { id: "traction-customers", statement: "We have paying customers or signed pilots." },
        { id: "traction-metrics", statement: "We track a few key metrics every week, such as users, revenue and retention." },
      ],
    },
    {
      id: "go-to-market",
      name: "Go-to-Market",
      description: "How customers find you and how you sell to them.",
      advice: "Pick one channel, measure what a customer costs through it, and write down the sales steps that worked.",
      questions: [
        { id: "gtm-channel", statement: "We know which channel brings us customers at the lowest cost." },
        { id: "gtm-process", statement: "We have a repeatable way to sell: a pitch, a process and a pipeline we review." },
      ],
    },
    {
      id: "finance",
      name: "Finance & Unit Economics",
      description: "Whether you know your numbers.",
      advice: "Set up monthly accounts, know your burn and runway, and work out what a customer costs to win and is worth to you.",
      questions: [
        { id: "finance-runway", statement: "We know our monthly burn and how many months of runway we have." },
        { id: "finance-unit", statement: "We know what it costs to win a customer and what a customer is worth to us." },
      ],
    },
    {
      id: "funding",
      name: "Funding Strategy",
      description: "How much money you need, for what, and from where.",
      advice: "Write down what the next 18 months cost and achieve, and look at grants, government schemes and CSR funding before equity.",
      questions: [
        { id: "funding-need", statement: "We know how much money we need for the next 18 months and what it will achieve." },
        { id: "funding-options", statement: "We have looked at non-dilutive funding: grants, government schemes and CSR programmes." },
      ],
    },
    {
      id: "legal",
      name: "Legal & Compliance",
      description: "The registrations and rules your venture must meet.",
      advice: "Register the company, GST and sector licences, and publish a privacy notice that meets the Digital Personal Data Protection Act.",
      questions: [
        { id: "legal-registration", statement: "Our company is registered, with GST and the basic licences our sector needs." },
        { id: "legal-data", statement: "We have a privacy notice and handle personal data as the Digital Personal Data Protection Act requires." },
      ],
    },
    {
      id: "technology-ip",
      name: "Technology & IP",
      description: "Whether the company owns what it builds, and protects what makes it different.",
      advice: "Sign IP assignment agreements with every founder, employee and freelancer, and check early whether a trademark or patent is worth filing.",
      questions: [
        { id: "ip-ownership", statement: "Our code, designs and data belong to the company, with contracts to show it." },
        { id: "ip-protection", statement: "We have considered whether patents, trademarks or design registrations should protect what makes us different." },
      ],
    },
    {
      id: "governance",
      name: "Governance & Reporting",
      description: "How decisions are made and reported.",
      advice: "Hold a monthly review with advisers, keep minutes, and send a one-page update to the people who back you.",
      questions: [
        { id: "governance-review", statement: "We hold a regular review with advisers or a board, and keep minutes." },
        { id: "governance-update", statement: "We could send a one-page monthly update to investors today." },
      ],
    },
  ],
  recommendations: [
    {
      minPercent: 80,
      level: "Ready to scale",
      text: "Your venture shows what a company ready for growth looks like: customers, numbers and a team. ScaleUp Studio gives you six months with a troupe to make growth repeatable and prepare your Series A.",
      primary: { label: "Explore ScaleUp Studio", to: "/solutions-services/scaleup-studio" },
      secondary: { label: "Check your investment readiness", to: "/solutions-services/investment-readiness" },
    },
    {
      minPercent: 55,
      level: "Ready to build",
      text: "You have a validated problem and the makings of a team. Catalyst's 12 weeks take you to a launch-ready MVP and your first paying customers.",
      primary: { label: "Explore the Catalyst Program", to: "/solutions-services/catalyst-program" },
      secondary: { label: "See MVP development support", to: "/solutions-services/startup-incubation-packages" },
    },
    {
      minPercent: 30,
      level: "Ready to validate",
      text: "Important pieces are still open. Our ideation workshops help you test the problem and the business model with real customers before you spend on building.",
      primary: { label: "See the Ideation Workshops", to: "/solutions-services/startup-incubation-packages" },
      secondary: { label: "Talk to an adviser", to: contactLink("Startup Readiness Assessment: advice on next steps") },
    },
    {
      minPercent: 0,
      level: "Exploring",
      text: "You are at the start of the journey, the right time to learn the basics with other first-time founders. Wanapreneur programmes are built for aspiring entrepreneurs.",
      primary: { label: "Explore Wanapreneur Programs", to: "/solutions-services/wanapreneur-programs" },
      secondary: { label: "Talk to an adviser", to: contactLink("Startup Readiness Assessment: advice on next steps") },
    },
  ],
};

const innovationDiagnostic: SelfAssessment = {
  path: "/solutions-services/innovation-diagnostic",
  name: "Innovation Diagnostic",
  intro:
    "For corporates, PSUs and MSMEs. Rate 12 statements about how your organisation finds, tests and scales new ideas. You get a score for each of six dimensions, an overall score and the way of working with Ankur that fits.",
  minutes: 5,
  scale: [
    { label: "Not at all", points: 0 },
    { label: "In places", points: 1 },
    { label: "Mostly", points: 2 },
    { label: "Consistently", points: 3 },
  ],
  dimensions: [
    {
      id: "strategy",
      name: "Strategy & Leadership",
      description: "Whether innovation has a direction and an owner.",
      advice: "Name the two or three business problems innovation should solve, and give one senior sponsor the budget and the decision.",
      questions: [
        { id: "strategy-focus", statement: "Leadership has named the problems or opportunities where innovation should help." },
        { id: "strategy-sponsor", statement: "A senior sponsor owns innovation and has a budget for it." },
      ],
    },
    {
      id: "culture",
      name: "Culture & People",
      description: "Whether people have the room and the time to try new things.",
      advice: "Let one team test an idea on a small budget without the full approval cycle, and protect their time to do it.",
      questions: [
        { id: "culture-testing", statement: "Teams can test a new idea without a months-long approval." },
        { id: "culture-time", statement: "Some of our people have time set aside to work on new products or processes." },
      ],
    },
    {
      id: "process",
      name: "Process & Governance",
      description: "How an idea becomes a pilot and a pilot becomes a decision.",
      advice: "Define three gates, proposal, pilot and decision, and end every pilot with a written decision to scale or stop.",
      questions: [
        { id: "process-path", statement: "We have a defined way to take an idea from proposal to pilot to decision." },
        { id: "process-decision", statement: "Pilots end with a documented decision to scale or stop." },
      ],
    },
    {
      id: "technology",
      name: "Technology & Data",
      description: "Whether your systems and data can support new solutions.",
      advice: "Start with a technology audit: which operations still run on paper and spreadsheets, and which data a partner could safely use.",
      questions: [
        { id: "technology-digital", statement: "Our core operations run on digital systems, not paper and spreadsheets." },
        { id: "technology-sandbox", statement: "We can give an outside partner safe, sandboxed access to the data they need." },
      ],
    },
    {
      id: "partnering",
      name: "Partnering with Startups",
      description: "How easily you work with young companies.",
      advice: "Prepare a standard pilot agreement and a fast-track vendor process, so a startup can start within weeks, not quarters.",
      questions: [
        { id: "partnering-pilot", statement: "We have run a paid pilot with a startup in the last two years." },
        { id: "partnering-contracting", statement: "Our procurement and legal teams can contract a startup within a month." },
      ],
    },
    {
      id: "measurement",
      name: "Measurement & Funding",
      description: "Whether innovation is measured by results and funded sensibly.",
      advice: "Measure innovation by business results, and check which government schemes, R&D incentives or CSR budgets could fund it.",
      questions: [
        { id: "measurement-results", statement: "We measure innovation by business results, not by the number of ideas." },
        { id: "measurement-funding", statement: "We use external funding where it fits: government schemes, R&D incentives or CSR." },
      ],
    },
  ],
  recommendations: [
    {
      minPercent: 75,
      level: "Ready to co-innovate",
      text: "You have the sponsorship, process and systems to work with startups on real problems. A 90-day sprint in the Enterprise Innovation Lab turns that readiness into a tested solution and a decision.",
      primary: { label: "Explore the Enterprise Innovation Lab", to: "/solutions-services/enterprise-innovation-lab" },
      secondary: { label: "See Corporate Partnerships", to: "/solutions-services/corporate-partnerships" },
    },
    {
      minPercent: 50,
      level: "Ready to pilot",
      text: "The foundations are in place; what is missing is practice. A co-development package or a CSR-backed programme lets you run your first structured pilots with startups.",
      primary: { label: "Explore Corporate Partnerships", to: "/solutions-services/corporate-partnerships" },
      secondary: { label: "See the Enterprise Innovation Lab", to: "/solutions-services/enterprise-innovation-lab" },
    },
    {
      minPercent: 25,
      level: "Building foundations",
      text: "Before partnering with startups, build the base: digital systems, data your partners can use and people trained to run pilots. A technology audit is the place to start.",
      primary: { label: "Explore Digital Transformation & Training", to: "/solutions-services/digital-transformation-training" },
      secondary: { label: "See MSME Support Schemes", to: "/solutions-services/msme-support-schemes" },
    },
    {
      minPercent: 0,
      level: "Starting out",
      text: "Most of your operations still run the traditional way, which is where the quickest wins are. A digitalisation roadmap and the schemes that fund it come first.",
      primary: { label: "Explore MSME Support Schemes", to: "/solutions-services/msme-support-schemes" },
      secondary: { label: "Talk to our team", to: contactLink("Innovation Diagnostic: advice on next steps") },
    },
  ],
};

const investmentReadiness: SelfAssessment = {
  path: "/solutions-services/investment-readiness",
  name: "Investment Readiness Check",
  intro:
    "For founders planning to raise a seed or Series A round. Rate 12 statements about your team, traction, financials, documents, cap table and pitch. You get a score for each, an overall score and what to do before you meet investors.",
  minutes: 5,
  scale: [
    { label: "Not yet", points: 0 },
    { label: "In progress", points: 1 },
    { label: "Ready", points: 2 },
    { label: "Ready and checked by an adviser", points: 3 },
  ],
  dimensions: [
    {
      id: "team",
      name: "Team",
      description: "Whether investors will back this team for the next 18 months.",
      advice: "Name the roles you will hire with the money, and put founder vesting and an ESOP plan in place before due diligence asks for them.",
      questions: [
        { id: "team-execution", statement: "Our team has the skills for the next 18 months, and we know the gaps we will hire for." },
        { id: "team-vesting", statement: "Founders' shares vest, and key employees have an ESOP or a plan for one." },
      ],
    },
    {
      id: "traction",
      name: "Traction",
      description: "Evidence that the business is working.",
      advice: "Show six months of monthly numbers and cohort retention; a chart of customers who stay beats a chart of sign-ups.",
      questions: [
        { id: "traction-growth", statement: "Revenue or usage has grown month on month for at least six months." },
        { id: "traction-retention", statement: "We can show retention: customers who stay and pay again." },
      ],
    },
    {
      id: "financials",
      name: "Financials",
      description: "Whether your numbers are reliable and connected to your plan.",
      advice: "Close monthly management accounts, get annual statements certified, and build a model that links the raise to milestones.",
      questions: [
        { id: "financials-accounts", statement: "We have monthly management accounts and audited or CA-certified annual statements." },
        { id: "financials-model", statement: "We have a financial model that links our plan to the money we are raising." },
      ],
    },
    {
      id: "documents",
      name: "Documents & Data Room",
      description: "What due diligence will ask to see.",
      advice: "Collect incorporation papers, agreements and past funding documents in one data room, and bring ROC, GST and TDS filings up to date.",
      questions: [
        { id: "documents-data-room", statement: "Incorporation documents, shareholder agreements and past funding papers are in one data room." },
        { id: "documents-filings", statement: "Our statutory filings (ROC, GST, TDS) are up to date." },
      ],
    },
    {
      id: "cap-table",
      name: "Cap Table & Terms",
      description: "Who owns what, and what you are prepared to agree to.",
      advice: "Reconcile the cap table with your filings, and learn the key terms before a term sheet arrives: valuation, dilution, liquidation preference and board seats.",
      questions: [
        { id: "cap-table-clean", statement: "Our cap table is clean, current and matches our filings." },
        { id: "cap-table-terms", statement: "We understand the terms we are likely to be offered: valuation, dilution, liquidation preference and board seats." },
      ],
    },
    {
      id: "pitch",
      name: "Pitch & Investor Fit",
      description: "Your story, and the investors you tell it to.",
      advice: "Tell the story in 10-12 slides, then build a list of investors who back your sector and stage, and find warm introductions.",
      questions: [
        { id: "pitch-deck", statement: "We have a 10-12 slide deck covering problem, solution, traction, market, team and the ask." },
        { id: "pitch-investors", statement: "We have a list of investors who back our sector and stage, with warm introductions to some of them." },
      ],
    },
  ],
  recommendations: [
    {
      minPercent: 80,
      level: "Ready to raise",
      text: "You have the evidence and the paperwork investors look for. Ask us for introductions to funds in the Ankur network that invest at your stage and in your sector.",
      primary: { label: "Ask for Investor Introductions", to: contactLink("Investor introductions after the Investment Readiness Check") },
      secondary: { label: "Explore ScaleUp Studio", to: "/solutions-services/scaleup-studio" },
    },
    {
      minPercent: 60,
      level: "Nearly ready",
      text: "A few gaps could slow due diligence or weaken your terms. ScaleUp Studio builds a Series A-ready data room with you; the funding readiness checklist helps you close smaller gaps yourself.",
      primary: { label: "Explore ScaleUp Studio", to: "/solutions-services/scaleup-studio" },
      secondary: { label: "Use the funding readiness checklist", to: "/audience-hub/entrepreneurs-startups#funding-readiness" },
    },
    {
      minPercent: 35,
      level: "Build the evidence first",
      text: "Investors will ask for traction and numbers you do not have yet. Catalyst gets you to an MVP with paying customers in 12 weeks; grants can fund you until then.",
      primary: { label: "Explore the Catalyst Program", to: "/solutions-services/catalyst-program" },
      secondary: { label: "See Government Programs & Grants", to: "/solutions-services/government-programs-grants" },
    },
    {
      minPercent: 0,
      level: "Too early to raise",
      text: "Equity investors will ask for more than you can show today, and raising now would cost you too much of your company. Incubation support and grants come first.",
      primary: { label: "See Startup Incubation Packages", to: "/solutions-services/startup-incubation-packages" },
      secondary: { label: "See Government Programs & Grants", to: "/solutions-services/government-programs-grants" },
    },
  ],
};

export const selfAssessmentsByPath: Readonly<Record<AssessmentPath, SelfAssessment>> = {
  "/solutions-services/readiness-assessment": readinessAssessment,
  "/solutions-services/innovation-diagnostic": innovationDiagnostic,
  "/solutions-services/investment-readiness": investmentReadiness,
};

/** Shown beside every assessment: what happens to the answers. */
export const assessmentPrivacyNote =
  "Your answers stay in this browser. Nothing is stored or sent anywhere unless you choose to send your result to our team with the contact form.";

/** Shown when scripting is off: the statements are readable, the scoring is not available. */
export const assessmentNoScriptNote =
  "Scoring runs in your browser and needs JavaScript. You can still read every statement and rate yourself on paper, or ask our team to take you through it.";

/** The three steps every assessment page explains before the statements. */
export const assessmentSteps: readonly CardItem[] = [
  {
    title: "Rate each statement",
    description: "Choose the answer that is true today, not the one you plan for next quarter. There are no trick questions.",
    icon: "clipboard-check",
  },
  {
    title: "See your scores",
    description: "A score for every dimension and an overall score, worked out in your browser as soon as you have answered everything.",
    icon: "chart-column",
  },
  {
    title: "Get a recommendation",
    description: "The Ankur programme or service that fits where you are, and the areas to work on first.",
    icon: "target",
  },
];

/** "“Not yet”, “Started”, “Mostly” or “Done, with evidence”" */
function quotedChoices(labels: readonly string[]): string {
  const quoted = labels.map((label) => `“${label}”`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(", ")} or ${quoted.at(-1)}` : (quoted[0] ?? "");
}

/** The line above the statements: how to answer. */
export function scaleIntro(assessment: Pick<SelfAssessment, "scale">): string {
  return `For each statement, choose ${quotedChoices(assessment.scale.map((o) => o.label))}. Answer for where you are today; the result is only for you.`;
}

/** The closing call to action of an assessment page. */
export function assessmentCta(assessment: Pick<SelfAssessment, "name">) {
  return {
    title: "Prefer to Talk It Through?",
    text: "Book a free 30-minute conversation. We will go through the statements with you and tell you honestly which programme, if any, fits.",
    primary: { label: "Talk to Our Team", to: contactLink(`${assessment.name}: consultation`) },
    secondary: { label: "Compare All Programmes", to: "/programs" },
  } as const;
}
