/**
 * The self-assessments as their pages and the island read them: plain data,
 * built from app/content/assessments/<id>.yaml by ./assessment-entries.ts.
 * Statements are grouped into dimensions, answered on one scale, scored in
 * the browser and mapped to a recommendation.
 */
import type { CardItem } from "~/components/card-grid";
import type { PagePath } from "~/config/pages";

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

/** What the island needs to show the statements and score them (its props are in the page's HTML: nothing more). */
export type SelfAssessment = {
  /** As in the result topic: "Startup Readiness Assessment". */
  name: string;
  scale: readonly AnswerOption[];
  dimensions: readonly AssessmentDimension[];
  /** Highest threshold first. */
  recommendations: readonly AssessmentRecommendation[];
};

/** The words of the island around the statements. */
export type AssessmentFormCopy = {
  /** The heading above the statements. */
  title: string;
  /** How to answer, above the statements. */
  scaleIntro: string;
  /** What happens to the answers, beside the result button. */
  privacyNote: string;
  /** Shown when scripting is off. */
  noScriptNote: string;
};

/** An assessment page: the assessment and what the page says around it. */
export type AssessmentPage = {
  /** /solutions-services/<id>, the entry's file name. */
  path: PagePath;
  assessment: SelfAssessment;
  /** Who should take it and what it tells them. */
  intro: string;
  /** Roughly how long answering takes. */
  minutes: number;
  /** Its card on the Solutions & Services page, /programs and the other assessments. */
  card: CardItem;
  form: AssessmentFormCopy;
  /** The page's other headings. */
  headings: { start: string; howItWorks: string; others: string };
  /** The closing call to action. */
  cta: { title: string; text: string; primary: AssessmentAction; secondary?: AssessmentAction };
};
