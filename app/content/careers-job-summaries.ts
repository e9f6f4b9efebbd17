import type { JobOpeningSummary } from "./careers-types";

/**
 * The open roles without what each asks and offers (./careers-job-details.ts):
 * what a role's card and its page's <head> show. Each has its own page at /job/{slug}.
 */
export const jobOpeningSummaries: readonly JobOpeningSummary[] = [
  {
    slug: "ecosystem-development-manager",
    title: "Ecosystem Development Manager",
    team: "Partnerships",
    location: "Pune (hybrid)",
    type: "Full-time",
    experience: "6-9 years",
    summary:
      "Grow and run our network of corporate, investor, academic and government partners, and turn relationships into pilots, programmes and funding for our ventures.",
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
  },
];
