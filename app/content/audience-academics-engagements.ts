/**
 * The Consultants & Academics page's advisory services and webinars (HTML
 * only); the papers its search filters are in audience-academics.ts.
 */
import { contactLink } from "~/lib/contact-link";
import type { AdvisoryService, Webinar } from "./audience-types";

/** Advisory Services Inquiry: three cards (spec 2 §2). */
export const advisoryServices: readonly AdvisoryService[] = [
  {
    id: "venture-due-diligence",
    title: "Venture Due Diligence Panels",
    description: "Sit on the review panel at a stage gate and assess a venture's technology, market or financials alongside its troupe.",
    expertise: ["Technology assessment", "Market sizing", "Financial modelling"],
    duration: "2-3 weeks per review",
    contactPerson: { name: "Sandeep Chatterjee", role: "Head of Venture Reviews" },
    inquiryUrl: contactLink("Advisory inquiry: Venture Due Diligence Panels"),
  },
  {
    id: "incubation-centre-design",
    title: "Incubation Centre Design for Universities",
    description: "Help a university or college set up its incubator: selection process, curriculum, mentor pool and the first cohort.",
    expertise: ["Curriculum design", "Programme governance", "Industry linkages"],
    duration: "12 months",
    contactPerson: { name: "Dr. Latha Natarajan", role: "Academic Partnerships Lead" },
    inquiryUrl: contactLink("Advisory inquiry: Incubation Centre Design for Universities"),
  },
  {
    id: "sector-research-commissions",
    title: "Sector Research Commissions",
    description: "Lead a commissioned study for a corporate or government partner, with access to our ventures' anonymised data under ethical review.",
    expertise: ["Research design", "Impact evaluation", "Policy analysis"],
    duration: "3-6 months",
    contactPerson: { name: "Ishaan Malhotra", role: "Research Programmes Manager" },
    inquiryUrl: contactLink("Advisory inquiry: Sector Research Commissions"),
  },
];

/** Thought Leadership Webinars: three (spec 2 §2). */
export const thoughtLeadershipWebinars: readonly Webinar[] = [
  {
    id: "research-with-startups",
    title: "Doing Research with Startups Without Slowing Them Down",
    speaker: "Dr. Meenakshi Iyer",
    role: "Professor of Entrepreneurship, Narmada School of Management",
    date: "2026-12-09",
    time: "4:00 pm IST",
    topics: ["Research ethics", "Data access", "Co-authoring with founders"],
    registrationUrl: contactLink("Webinar registration: Doing Research with Startups Without Slowing Them Down"),
  },
  {
    id: "consulting-to-venture-building",
    title: "From Consulting to Venture Building",
    speaker: "Rahul Kapoor",
    role: "Former Partner, strategy consulting; Ankur troupe lead",
    date: "2027-01-13",
    time: "6:30 pm IST",
    topics: ["Troupe roles", "Equity and fees", "When advice is not enough"],
    registrationUrl: contactLink("Webinar registration: From Consulting to Venture Building"),
  },
  {
    id: "measuring-incubator-impact",
    title: "Measuring What Incubators Really Achieve",
    speaker: "Dr. Nandini Ghosh",
    role: "Associate Professor of Economics, Konkan University",
    date: "2027-02-10",
    time: "11:00 am IST",
    topics: ["Counterfactuals", "Survival and jobs data", "Reporting to funders"],
    registrationUrl: contactLink("Webinar registration: Measuring What Incubators Really Achieve"),
  },
];
