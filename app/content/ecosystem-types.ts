/**
 * The Ecosystem area's display records (spec §3): static data, nothing is
 * fetched or stored. Shared by the About page and the Ecosystem pages.
 */
import type { IconName } from "~/components/icon-names";
import type { onboardingAreas } from "~/features/content-sections/ecosystem-options";

type OnboardingArea = (typeof onboardingAreas)[number];

/** A stage in the short About/Ecosystem wording (Ideation, Validation, Setup, Growth, Scaling). */
export type StageOverview = { name: string; summary: string };

/** What a review gate can decide (spec §4). */
export type GateDecision = "continuation" | "pivot" | "exit";

/** A stage in the model page's detailed wording, closed by a review gate. */
export type IncubationStage = StageOverview & {
  /** Text only, e.g. "4-6 weeks". */
  duration: string;
  activities: readonly string[];
  /** What the review gate at the end of the stage checks. */
  gate: string;
};

/** The four governance cycles, in the order of the four operating bodies. */
type GovernanceCycle = "Quarterly review" | "Monthly" | "Bi-monthly" | "Bi-weekly sprint";

export type OperatingBody = {
  name: string;
  reviewCycle: GovernanceCycle;
  description: string;
  responsibilities: readonly string[];
  icon: IconName;
};

/** An operational cell; its review cadences exist but are not shown (spec §2). */
export type OperationalCell = {
  name: string;
  description: string;
  protocols: readonly string[];
  icon: IconName;
};

export type GovernanceMatrixRow = {
  decision: string;
  lead: string;
  consulted: string;
  cycle: string;
  escalation: string;
};

export type Sector = {
  name: string;
  description: string;
  companyCount: number;
  /** Whole percent of the portfolio. */
  portfolioShare: number;
  icon: IconName;
};

export type OnboardingCriterion = {
  area: OnboardingArea;
  description: string;
  questions: readonly [string, string, string];
  icon: IconName;
};

/** A mentorship feature card or a partnership benefit (spec: title, description, feature list). */
export type FeatureCard = {
  title: string;
  description: string;
  features: readonly string[];
  icon: IconName;
};

type ProjectStatus = "In Progress" | "Completed";

export type CoInnovationProject = {
  title: string;
  partner: string;
  description: string;
  status: ProjectStatus;
  impact: string;
  icon: IconName;
  /** A self-hosted picture; the icon is shown without one. */
  image?: string;
};

/** A key benefit of the model; its testimonial (someone who lived it) is in app/content/testimonials/troup-model.yaml under the benefit's title. */
export type ModelBenefit = {
  title: string;
  description: string;
  icon: IconName;
};
