import type { CardItem } from "~/components/card-grid";
import { contactLink } from "../lib/contact-link";
import type { ApplicationStep, Benefit, JobOpening } from "./careers-types";
import { jobPath } from "./detail-item-paths";

/** Where a role's own page lives (built in the "No dead ends" issue). */
export { jobPath };

/** The in-page anchor of the openings list ('View Open Positions'). */
export const CURRENT_OPENINGS_ID = "current-openings";

export const careersHero = {
  viewOpenings: { label: "View Open Positions", to: `#${CURRENT_OPENINGS_ID}` },
  lifeAtAnkur: { label: "Why work here", to: "#why-work-here" },
} as const;

export const whyWorkHere: readonly CardItem[] = [
  {
    title: "Work inside ventures, not beside them",
    description:
      "Troupe members sit with founders every week. You will see a company go from an idea to a funded team, and your work will be part of why.",
    icon: "rocket",
  },
  {
    title: "Impact you can count",
    description:
      "Our ventures have raised ₹750 crore+ and created 12,000+ jobs. Every stage-gate review shows what your troupe moved.",
    icon: "trending-up",
  },
  {
    title: "Learn across disciplines",
    description:
      "Strategy, technology, finance and marketing specialists work in one troupe of 4-6 people, so you learn the whole business, not one function.",
    icon: "graduation-cap",
  },
  {
    title: "A network most careers never reach",
    description: "Investors, corporate innovation heads, government programmes and researchers are in the same ecosystem as you.",
    icon: "network",
  },
];

export const culture = {
  intro:
    "We are about 80 people across Pune and Bengaluru, with troupe members who travel to ventures from Nagpur to Coimbatore. A few habits hold us together.",
  values: [
    {
      title: "Evidence over opinion",
      description: "Decisions at our stage gates are made on data, and so are ours: we write down what we expect and check it.",
      icon: "chart-column",
    },
    {
      title: "Founders first",
      description: "We measure ourselves by the ventures' outcomes. When a founder needs us at 9 pm before a pitch, someone is there.",
      icon: "heart-handshake",
    },
    {
      title: "Candour with care",
      description: "Telling a founder to pivot is part of the job. We say hard things clearly and kindly, to each other as well.",
      icon: "message-circle",
    },
    {
      title: "Bharat, not just the metros",
      description: "Many of our ventures serve small towns and villages. We hire for people who want to build there too.",
      icon: "map-pin",
    },
  ] satisfies readonly CardItem[],
} as const;

/** The open roles; each has its own page at /job/{slug}. */
export const jobOpenings: readonly JobOpening[] = [
  {
    slug: "ecosystem-development-manager",
    title: "Ecosystem Development Manager",
    team: "Partnerships",
    location: "Pune (hybrid)",
    type: "Full-time",
    experience: "6-9 years",
    summary:
      "Grow and run our network of corporate, investor, academic and government partners, and turn relationships into pilots, programmes and funding for our ventures.",
    responsibilities: [
      "Own a portfolio of 25-30 partner organisations across the Associate, Strategic and Alliance tiers",
      "Design partnership programmes (CSR incubation, corporate pilots, university research tie-ups) with clear outcomes and budgets",
      "Match partners with ventures at the right stage gate and broker the first meetings",
      "Run quarterly partner reviews with the data from our governance cells",
      "Represent Ankur at industry bodies, state startup missions and sector events",
    ],
    requirements: [
      "6-9 years in partnerships, business development or programme management, ideally with startups, a corporate innovation team or an incubator",
      "A track record of closing multi-stakeholder agreements",
      "Confident with numbers: budgets, programme metrics and simple financial models",
      "Excellent written and spoken English; Marathi or Hindi is a strong plus",
      "Willing to travel within India about 30% of the time",
    ],
    niceToHave: [
      "Experience with CSR rules under the Companies Act 2013 or with central and state startup schemes",
      "An existing network among corporates in Pune or Bengaluru",
    ],
  },
  {
    slug: "troup-lead-technology",
    title: "Troup Lead - Technology",
    team: "Troupes",
    location: "Bengaluru (hybrid)",
    type: "Full-time",
    experience: "8+ years",
    summary:
      "Lead the technology seat across several venture troupes: architecture, product engineering, hiring of founding engineers and technical due diligence before each stage gate.",
    responsibilities: [
      "Serve as the technology specialist in two to three troupes at a time, from MVP Development to Growth & Scaling",
      "Review architecture, security and scalability with founders and help them make build-or-buy decisions",
      "Help ventures hire and onboard their first engineering team",
      "Prepare the technical evidence for stage-gate reviews and investor due diligence",
      "Mentor the technology specialists in other troupes and improve our engineering playbooks",
    ],
    requirements: [
      "8+ years building software products, with at least 3 years leading a team",
      "Hands-on experience with modern web and mobile stacks and cloud infrastructure",
      "A working knowledge of security and data protection, including the DPDP Act 2023",
      "Able to explain technical trade-offs to founders, investors and non-technical colleagues",
      "Has shipped a product at an early-stage startup, as a founder or an early employee",
    ],
    niceToHave: [
      "Experience in HealthTech, FinTech or AgriTech products",
      "Experience with hardware or IoT products",
    ],
  },
  {
    slug: "impact-assessment-specialist",
    title: "Impact Assessment Specialist",
    team: "Governance & Impact",
    location: "Pune",
    type: "Full-time",
    experience: "3-5 years",
    summary:
      "Measure what our ventures and programmes change: jobs, funding, reach and social outcomes, reported to partners, funders and the public.",
    responsibilities: [
      "Maintain the impact framework and the metrics each venture reports at its stage gates",
      "Design and run surveys and field studies with ventures' customers and beneficiaries",
      "Produce quarterly impact reports for CSR partners and government programmes",
      "Check the figures we publish, from jobs created to venture success rates, against their sources",
      "Work with the research team on whitepapers and policy briefs",
    ],
    requirements: [
      "3-5 years in impact measurement, monitoring and evaluation, or research",
      "A degree in economics, statistics, development studies or a related field",
      "Strong skills in spreadsheets and one analysis tool (R, Python or Stata)",
      "Clear writing for non-specialist readers",
      "Comfortable with field visits to rural and semi-urban areas",
    ],
    niceToHave: ["Familiarity with IRIS+ or the UN Sustainable Development Goals framework", "Working knowledge of Marathi or Kannada"],
  },
];

export const benefits: readonly Benefit[] = [
  { title: "Health cover for your family", description: "Medical insurance of ₹10 lakh for you, your spouse or partner, children and parents.", icon: "heart-handshake" },
  { title: "Hybrid and flexible hours", description: "Three days a week with your team or your ventures; the rest where you work best.", icon: "clock" },
  { title: "Learning budget", description: "₹75,000 a year for courses, certifications and conferences.", icon: "graduation-cap" },
  { title: "ESOP pool", description: "Employee stock options in Ankur Ecosystem Ventures Limited for every permanent role.", icon: "trending-up" },
  { title: "Generous leave", description: "24 days of paid leave, 12 public holidays, 26 weeks of maternity and 4 weeks of paternity leave.", icon: "calendar" },
  { title: "Wellbeing", description: "Confidential counselling sessions and a monthly wellness allowance.", icon: "sparkles" },
];

export const applicationSteps: readonly ApplicationStep[] = [
  {
    title: "Apply",
    description: "Send your CV and a short note on why the role interests you through the role's page or our contact form.",
    timing: "5 minutes",
  },
  {
    title: "Application review",
    description: "The hiring manager reads every application and replies whether or not we move forward.",
    timing: "Applications are reviewed within 1-2 weeks",
  },
  {
    title: "Initial interview",
    description: "A conversation about your experience, the role and what you want from your next job.",
    timing: "A 30-45 minute video call",
  },
  {
    title: "Case exercise and team interviews",
    description: "A short exercise based on a real venture problem, discussed with future colleagues and a founder we work with.",
    timing: "Two or three conversations over about a week",
  },
  {
    title: "Offer",
    description: "We share the offer, answer your questions and agree a start date.",
    timing: "Offers typically within 1 week of final interviews",
  },
];

export const careersCta = {
  title: "Don't See Your Role?",
  text: "We hire troupe specialists in strategy, technology, finance and marketing through the year. Tell us what you do best.",
  primary: { label: "Write to Our Team", to: contactLink("Careers: open application") },
  secondary: { label: "Learn About Ankur", to: "/about-us" },
} as const;
