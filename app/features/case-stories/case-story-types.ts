import type { IconName } from "~/components/icon-names";
import type { Stat } from "~/components/stat-grid";

/** The stages a case study can be at. */
export const caseStudyStatuses = ["Completed", "Ongoing"] as const;

/**
 * A featured case story (app/content/case-studies/<slug>.yaml): its card on
 * /success-stories and its page /case-studies/{slug}.
 */
export type CaseStory = {
  /** Path segment of /case-studies/{slug}. */
  slug: string;
  company: string;
  /** The case study's title: what the venture achieved, in one line. */
  title: string;
  industry: string;
  /** Where the venture is based. */
  city: string;
  founders: readonly string[];
  icon: IconName;
  /** Its cover: a cover photo file ("market-stall.jpg") or its generated art, /covers/case-studies/<slug>.svg. */
  image: string;
  /** Two or three sentences for the card. */
  summary: string;
  /** The venture's figures, shown on the card. */
  highlights: readonly Stat[];
  challenge: string;
  /** What the venture and its troupe did, step by step. */
  solution: readonly string[];
  /** Outcomes, with the figures above in context. */
  results: readonly string[];
  /** Time with Ankur, as text. */
  duration: string;
  status: (typeof caseStudyStatuses)[number];
  /** A line from the founder. */
  founderQuote: { quote: string; author: string; position: string; image?: string };
};

/** A case story without its figures and case study: who the venture is, and its page's <head>. */
export type CaseStorySummary = Pick<CaseStory, "slug" | "company" | "title" | "industry" | "city" | "founders" | "icon" | "image" | "summary">;
