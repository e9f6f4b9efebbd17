import type { CardItem } from "~/components/card-grid";
import { contactLink } from "../lib/contact-link";
import type { ApplicationStep, Benefit } from "./careers-types";

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
