/**
 * The Ecosystem area's display records (spec §3): static data, nothing is
 * fetched or stored. Shared by the About page and the Ecosystem pages.
 */
import type { IconName } from "~/components/icon-names";
import type { Testimonial } from "./types";

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

type CompanyStage = "Scale-up Stage" | "Growth Stage" | "Early Traction";

export type FeaturedCompany = {
  name: string;
  stage: CompanyStage;
  description: string;
  milestones: readonly string[];
  /** Month and year, e.g. "March 2021". */
  joined: string;
  sector: string;
  teamSize: number;
  /** A logo file in app/assets/photos/; without one a mark drawn from the name is shown. */
  image?: string;
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
  area: "Team" | "Market" | "Product" | "Business" | "Impact";
  description: string;
  questions: readonly [string, string, string];
  icon: IconName;
};

export type Mentor = {
  name: string;
  role: string;
  expertise: readonly string[];
  rating: number;
  reviewCount: number;
  /** A photo file in app/assets/photos/ (e.g. "meera-raghunathan.jpg"); without one an illustrated portrait drawn from the name is shown. */
  image?: string;
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

/** A key benefit of the model, told by someone who lived it. */
export type ModelBenefit = {
  title: string;
  description: string;
  icon: IconName;
  testimonial: Testimonial;
};
