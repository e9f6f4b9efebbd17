import type { IconName } from "~/components/icon-names";

export type PressCategory = "Announcement" | "Partnership" | "Milestone";

/**
 * A press release: the card in the Press Room and, in the "No dead ends"
 * issue, the page /press/{slug}.
 */
export type PressRelease = {
  /** Path segment of /press/{slug}. */
  slug: string;
  category: PressCategory;
  title: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  /** Place line of the release ("PUNE, India"). */
  dateline: string;
  summary: string;
  /** The release text, paragraph by paragraph. */
  body: readonly string[];
};

/** A press release without its text: its card and its page's <head>. */
export type PressReleaseSummary = Omit<PressRelease, "body">;

/** A story about Ankur in the media. */
export type MediaCoverage = {
  outlet: string;
  headline: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  excerpt: string;
  /** Where to read more on this site. */
  link: { label: string; to: string };
};

/** A resource for journalists and how to get it. */
export type MediaResource = {
  title: string;
  description: string;
  icon: IconName;
  /** A path on this site or a mailto: address. */
  action: { label: string; to: string };
  /** A phone number to call, for the media contact. */
  phone?: string;
};
