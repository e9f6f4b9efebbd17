/**
 * The Solutions & Services area's display records (spec §3). Controls on these
 * cards that the spec leaves without a target carry a real one (`action`).
 */
import type { IconName } from "~/components/icon-names";

/** A link-styled control with its target inside the site. */
type CardAction = { label: string; to: string };

/** A CSR programme (spec: title, description, benefits, duration, investment). */
export type CsrProgramme = {
  title: string;
  description: string;
  benefits: readonly string[];
  duration: string;
  /** Always 'Custom pricing' on this site. */
  investment: "Custom pricing";
  icon: IconName;
};

/** An R&D co-development package (spec: title, description, features, deliverables). */
export type RdPackage = {
  title: string;
  description: string;
  features: readonly string[];
  deliverables: readonly string[];
  icon: IconName;
};

type CaseStudyStatus = "Completed" | "Ongoing";

/** A collaboration case study (spec: title, industry, challenge, solution, results, duration, status). */
export type CaseStudy = {
  title: string;
  industry: string;
  challenge: string;
  solution: string;
  results: string;
  duration: string;
  status: CaseStudyStatus;
};

type Importance = "Critical" | "High" | "Essential";
type MarketEntryStatus = "Available" | "Limited Spots";

/**
 * Any other service card (spec: "title, description, lists, duration or
 * timeline, category and status"): every field past the description is optional.
 */
export type ServiceCard = {
  title: string;
  description: string;
  icon: IconName;
  /** e.g. "Policy", "Debt" */
  category?: string;
  duration?: string;
  /** Date of the next session, as text. */
  nextSession?: string;
  importance?: Importance;
  status?: MarketEntryStatus;
  highlights?: readonly string[];
  /** Heading of the highlights list; "What you get" by default. */
  highlightsHeading?: string;
  action?: CardAction;
};
