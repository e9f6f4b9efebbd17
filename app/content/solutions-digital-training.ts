import type { CardItem } from "~/components/card-grid";
import type { ServiceCard } from "./solutions-types";

export const digitalIntro =
  "Technology only pays off when people use it well. Through our sister company, formed in July 2020, we audit your technology, train your teams and certify their skills.";

export const digitalServices: readonly ServiceCard[] = [
  {
    title: "Technology Audits",
    description: "An independent review of your systems, data, security and spend, with a prioritised roadmap.",
    duration: "2-3 weeks",
    icon: "search",
    highlights: ["Systems and process mapping", "Security and data-protection review", "Roadmap with costs and quick wins"],
  },
  {
    title: "Custom Training Curricula",
    description: "Training designed around your tools and roles, delivered on site, online or blended.",
    duration: "From 3 days",
    icon: "graduation-cap",
    highlights: ["Skills-gap assessment", "Role-based learning paths", "Trainers with industry experience"],
  },
  {
    title: "Certification Pathways",
    description: "Structured paths to recognised certifications in cloud, data, digital marketing and cyber security.",
    duration: "8-16 weeks",
    icon: "award",
    highlights: ["Exam preparation and mock tests", "Mentored project work", "Progress reports for managers"],
  },
];

export const whyChooseUs: readonly CardItem[] = [
  {
    title: "Built for Indian businesses",
    description: "We have trained teams in MSMEs, startups, corporates and government departments, in English and Indian languages.",
    icon: "map-pin",
  },
  {
    title: "Practitioners, not lecturers",
    description: "Our trainers and auditors are specialists from our troupes who use these tools with ventures every week.",
    icon: "users",
  },
  {
    title: "Outcomes you can measure",
    description: "Every engagement starts with a baseline and ends with a report on skills gained and processes changed.",
    icon: "chart-column",
  },
];

export const digitalCta = {
  title: "Plan Your Transformation",
  text: "Tell us what you want to change and who needs to learn what. We will suggest an audit, a curriculum or both.",
  primary: { label: "Schedule a Consultation", to: "/contact-get-involved" },
} as const;
