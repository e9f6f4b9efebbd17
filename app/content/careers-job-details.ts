import type { JobOpening, JobOpeningSummary } from "./careers-types";

// What each open role asks and offers, by its slug: only the careers page and
// the role's own page show them, so the pages' <head> loads without them
// (./careers-job-summaries.ts).

export type JobOpeningDetails = Omit<JobOpening, keyof JobOpeningSummary>;

export const jobOpeningDetails: Readonly<Record<string, JobOpeningDetails>> = {
  "ecosystem-development-manager": {
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
  "troup-lead-technology": {
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
  "impact-assessment-specialist": {
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
};
