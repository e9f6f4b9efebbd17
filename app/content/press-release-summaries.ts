import type { PressReleaseSummary } from "./press-types";

/**
 * The press releases without their text (./press-release-bodies.ts): what a
 * release's card and its page's <head> show. Each has its own page at /press/{slug}.
 */
export const pressReleaseSummaries: readonly PressReleaseSummary[] = [
  {
    slug: "climate-tech-fund",
    category: "Announcement",
    title: "Ankur launches a ₹100 crore Climate Tech Fund for early-stage ventures",
    date: "2025-04-15",
    dateline: "PUNE, India",
    summary:
      "The fund will back 30 climate ventures in clean energy, sustainable agriculture and circular manufacturing over four years, each supported by a dedicated troupe.",
  },
  {
    slug: "karnataka-partnership",
    category: "Partnership",
    title: "Ankur partners with Karnataka's innovation mission to incubate 100 startups in tier-2 cities",
    date: "2025-03-04",
    dateline: "BENGALURU, India",
    summary:
      "A three-year programme will set up troup-based incubation in Mysuru, Hubballi-Dharwad and Mangaluru, with a focus on AgriTech, HealthTech and manufacturing.",
  },
  {
    slug: "250-ventures-milestone",
    category: "Milestone",
    title: "Ankur ventures cross 250 companies, ₹750 crore raised and 12,000 jobs",
    date: "2025-01-20",
    dateline: "PUNE, India",
    summary:
      "Ten years after its 2015-16 pilot, the ecosystem's ventures report an 85% success rate, against an industry average of 20%.",
  },
];
