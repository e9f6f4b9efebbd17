import type { CardItem } from "~/components/card-grid";
import type { IconName } from "~/components/icon-names";

// The words of /careers and of every role's page, as app/content/careers-page.yaml
// holds them (careers-page-entry.ts reads it at build time; components get them as props).

type Card = CardItem & { icon: IconName };

/** One step of the application process. */
export type ApplicationStep = {
  title: string;
  description: string;
  /** How long the step takes, as text. */
  timing: string;
};

export type CareersCopy = {
  heroActions: { viewOpenings: string; whyWorkHere: string };
  whyWorkHere: { title: string; cards: readonly Card[] };
  culture: { title: string; intro: string; values: readonly Card[] };
  openings: OpeningsCopy;
  benefits: { title: string; items: readonly Card[] };
  applicationProcess: { title: string; intro: string; steps: readonly ApplicationStep[] };
  cta: { title: string; text: string; primaryLabel: string; contactTopic: string; secondaryLabel: string; secondaryTo: string };
  jobPage: JobPageCopy;
};

/** Above the list of roles: {count} and {cities} are filled in (openings-intro.ts). */
export type OpeningsCopy = { title: string; intro: string; introOne: string; none: string };

/** What every role's page adds around the role. */
export type JobPageCopy = { applyLabel: string; applicationTopic: string; howToApply: { title: string; intro: string } };

/** The in-page anchor of the openings list ('View Open Positions'; a role's 'Back to all openings'). */
export const CURRENT_OPENINGS_ID = "current-openings";
