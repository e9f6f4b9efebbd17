import type { EMPLOYMENT_TYPES } from "./employment-types";

/**
 * An open role, as the careers page, its own page /job/{slug} and its
 * JobPosting data take it (from app/content/jobs/<slug>.md, job-entries.ts).
 */
export type JobOpening = {
  /** Path segment of /job/{slug}: the file name. */
  slug: string;
  title: string;
  team: string;
  location: string;
  /** The state of the city, for the postal address search engines read. */
  region?: string | undefined;
  type: (typeof EMPLOYMENT_TYPES)[number];
  experience: string;
  /** The day the role was published (YYYY-MM-DD, Indian calendar). */
  posted: string;
  /** The last day to apply (YYYY-MM-DD); from the day after, the role is no longer listed. */
  closes?: string | undefined;
  summary: string;
  responsibilities: readonly string[];
  requirements: readonly string[];
  /** Welcome but not required. */
  niceToHave: readonly string[];
};

/** A role without what it asks and offers: its card and its page's <head>. */
export type JobOpeningSummary = Omit<JobOpening, "responsibilities" | "requirements" | "niceToHave">;
