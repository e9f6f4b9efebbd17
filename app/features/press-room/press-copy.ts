import type { IconName } from "~/components/icon-names";

// The words of /press and of every release's page, as app/content/press-page.yaml
// holds them (press-page-entry.ts reads it at build time, the media contact
// resolved from app/content/people/; components get them as props).

/** A story about Ankur in the media. */
export type MediaCoverage = {
  outlet: string;
  headline: string;
  /** YYYY-MM-DD. */
  date: string;
  excerpt: string;
  /** Where to read more on this site. */
  link: { label: string; to: string };
};

/** A resource for journalists, asked for through the contact form. */
export type PressKitItem = { title: string; description: string; icon: IconName; actionLabel: string; contactTopic: string };

/** Who answers the press: a person of the people collection, with the site's e-mail address. */
export type MediaContact = {
  name: string;
  role: string;
  /** A photo file in app/assets/photos/; an illustrated portrait without one. */
  image?: string | undefined;
  email: string;
  phone: string;
  responseTime: string;
  /** Their card among the media resources: `actionLabel` names them with {name}; `subject` is the e-mail's. */
  card: { title: string; icon: IconName; actionLabel: string; subject: string };
};

export type PressRoomCopy = {
  releases: { title: string; intro: string; archiveLink: string };
  coverage: { title: string; stories: readonly MediaCoverage[] };
  resources: { title: string; intro: string; pressKit: readonly PressKitItem[] };
};

/** The press release archive's page. */
export const PRESS_ARCHIVE_PATH = "/press/archive";
