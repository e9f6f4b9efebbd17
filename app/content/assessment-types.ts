/**
 * The three self-assessments (/solutions-services/{readiness-assessment,
 * innovation-diagnostic, investment-readiness}): statements grouped into
 * dimensions, answered on one scale, scored in the browser
 * (features/self-assessment) and mapped to a recommendation.
 */

/** The assessments' pages (pages/solutions-services/[assessment].astro renders all three). */
export const ASSESSMENT_PATHS = [
  "/solutions-services/readiness-assessment",
  "/solutions-services/innovation-diagnostic",
  "/solutions-services/investment-readiness",
] as const;

export type AssessmentPath = (typeof ASSESSMENT_PATHS)[number];

/** One step of the answer scale; `points` run from 0 up. */
export type AnswerOption = { label: string; points: number };

/** A statement the visitor rates on the scale. Ids are unique within an assessment. */
export type AssessmentQuestion = { id: string; statement: string };

export type AssessmentDimension = {
  id: string;
  name: string;
  /** What the dimension measures, shown above its statements. */
  description: string;
  /** What to do first when the dimension scores low. */
  advice: string;
  questions: readonly AssessmentQuestion[];
};

type AssessmentAction = { label: string; to: string };

/**
 * The recommendation for an overall score of `minPercent` or more (up to the
 * next band's threshold). One band starts at 0.
 */
export type AssessmentRecommendation = {
  minPercent: number;
  /** Short name of the band: "Ready to build". */
  level: string;
  text: string;
  primary: AssessmentAction;
  secondary?: AssessmentAction;
};

export type SelfAssessment = {
  path: AssessmentPath;
  /** As in the result topic: "Startup Readiness Assessment". */
  name: string;
  /** Who should take it and what it tells them. */
  intro: string;
  /** Roughly how long answering takes. */
  minutes: number;
  scale: readonly AnswerOption[];
  dimensions: readonly AssessmentDimension[];
  /** Highest threshold first. */
  recommendations: readonly AssessmentRecommendation[];
};
