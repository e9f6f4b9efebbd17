import type { IconName } from "~/components/icon-names";

/**
 * An open role: the card in Current Openings and, in the "No dead ends"
 * issue, the page /job/{slug}.
 */
export type JobOpening = {
  /** Path segment of /job/{slug}. */
  slug: string;
  title: string;
  team: string;
  location: string;
  /** Full-time, contract, ... */
  type: string;
  experience: string;
  summary: string;
  responsibilities: readonly string[];
  requirements: readonly string[];
  /** Welcome but not required. */
  niceToHave: readonly string[];
};

/** A role without what it asks and offers: its card and its page's <head>. */
export type JobOpeningSummary = Omit<JobOpening, "responsibilities" | "requirements" | "niceToHave">;

/** One step of the application process. */
export type ApplicationStep = {
  title: string;
  description: string;
  /** How long the step takes, as text. */
  timing: string;
};

export type Benefit = { title: string; description: string; icon: IconName };
