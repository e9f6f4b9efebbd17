import type { IconName } from "~/components/icon-names";

/** One step of the application process. */
export type ApplicationStep = {
  title: string;
  description: string;
  /** How long the step takes, as text. */
  timing: string;
};

export type Benefit = { title: string; description: string; icon: IconName };
