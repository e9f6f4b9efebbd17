import type { IconName } from "~/components/icon-names";
import type { Stat } from "~/components/stat-grid";
import type { PersonImage } from "./types";

/**
 * A featured case story: the card on /success-stories and, in the "No dead
 * ends" issue, the page /case-studies/{slug} (spec case study: title,
 * industry, challenge, solution, results, duration, status).
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
  /**
   * Its cover: a photograph dropped under public/images/ and named here, or
   * until there is one its generated art, /covers/<collection>/<id>.svg
   * (app/lib/cover-art, drawn from the title and category at build time).
   */
  image: string;
  /** Two or three sentences for the card. */
  summary: string;
  /** The spec's figures for this venture, shown on the card. */
  highlights: readonly Stat[];
  challenge: string;
  /** What the venture and its troupe did, step by step. */
  solution: readonly string[];
  /** Outcomes, with the figures above in context. */
  results: readonly string[];
  /** Time with Ankur, as text. */
  duration: string;
  status: "Completed" | "Ongoing";
  /** A line from the founder. */
  founderQuote: { quote: string; author: string; position: string } & PersonImage;
};

/** A case story without its figures and case study: who the venture is, and its page's <head>. */
export type CaseStorySummary = Pick<CaseStory, "slug" | "company" | "title" | "industry" | "city" | "founders" | "icon" | "image" | "summary">;

/** An award or ranking the ecosystem or its ventures received. */
export type Recognition = {
  title: string;
  awardedBy: string;
  year: string;
  description: string;
  icon: IconName;
};

/** The venture spotlight: one company told in a few figures. */
export type VentureSpotlight = {
  company: string;
  sector: string;
  founder: string;
  story: readonly string[];
  figures: readonly Stat[];
  link: { label: string; to: string };
};
