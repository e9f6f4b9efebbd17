import type { IconName } from "~/components/icon-names";

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
