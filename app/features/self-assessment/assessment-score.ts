import type { AssessmentDimension, AssessmentQuestion, SelfAssessment } from "./assessment-types";

/** The visitor's answers: question id → points of the chosen scale step. Kept in memory only. */
export type Answers = Readonly<Record<string, number>>;

export const noAnswers: Answers = {};

/** What the scorer needs of an assessment. */
export type ScoredAssessment = Pick<SelfAssessment, "scale" | "dimensions">;

export type DimensionScore = {
  id: string;
  name: string;
  answered: number;
  questionCount: number;
  points: number;
  maxPoints: number;
  /** Whole percent of the dimension's maximum; null until all its statements are answered. */
  percent: number | null;
};

export type AssessmentScore = {
  dimensions: readonly DimensionScore[];
  answered: number;
  questionCount: number;
  /** Every statement has an answer. */
  complete: boolean;
  /** Whole percent of the maximum over all statements; null until complete. */
  overallPercent: number | null;
};

/** Choosing an answer replaces any earlier answer to the same statement. */
export function answerQuestion(answers: Answers, questionId: string, points: number): Answers {
  return { ...answers, [questionId]: points };
}

/**
 * The answers a form's radio groups hold (one group per statement, named by
 * its id, each answer's value its points): for the choices made before the
 * island hydrated. A value off the scale is no answer.
 */
export function answersInForm(assessment: ScoredAssessment, form: FormData): Answers {
  const answers: Record<string, number> = {};
  for (const question of assessment.dimensions.flatMap((d) => d.questions)) {
    const chosen = form.get(question.id);
    const option = typeof chosen === "string" ? assessment.scale.find((o) => String(o.points) === chosen) : undefined;
    if (option) answers[question.id] = option.points;
  }
  return answers;
}

/** points / max as a whole percent (0 when there is nothing to score). */
export function wholePercent(points: number, max: number): number {
  return max > 0 ? Math.round((points / max) * 100) : 0;
}

function topPoints(assessment: ScoredAssessment): number {
  return Math.max(0, ...assessment.scale.map((option) => option.points));
}

/** The answer's points, or undefined when the statement is unanswered or the value is not on the scale. */
function answerPoints(assessment: ScoredAssessment, answers: Answers, question: AssessmentQuestion): number | undefined {
  const points = answers[question.id];
  return points !== undefined && assessment.scale.some((option) => option.points === points) ? points : undefined;
}

function scoreDimension(assessment: ScoredAssessment, answers: Answers, dimension: AssessmentDimension): DimensionScore {
  const given = dimension.questions.map((q) => answerPoints(assessment, answers, q)).filter((p): p is number => p !== undefined);
  const points = given.reduce((sum, p) => sum + p, 0);
  const maxPoints = dimension.questions.length * topPoints(assessment);
  const allAnswered = given.length === dimension.questions.length;
  return {
    id: dimension.id,
    name: dimension.name,
    answered: given.length,
    questionCount: dimension.questions.length,
    points,
    maxPoints,
    percent: allAnswered ? wholePercent(points, maxPoints) : null,
  };
}

/**
 * A score per dimension and overall. Unanswered statements leave their
 * dimension, and the overall score, without a percent: a half-answered
 * assessment would flatter or punish the visitor.
 */
export function scoreAssessment(assessment: ScoredAssessment, answers: Answers): AssessmentScore {
  const dimensions = assessment.dimensions.map((d) => scoreDimension(assessment, answers, d));
  const answered = dimensions.reduce((sum, d) => sum + d.answered, 0);
  const questionCount = dimensions.reduce((sum, d) => sum + d.questionCount, 0);
  const complete = questionCount > 0 && answered === questionCount;
  const points = dimensions.reduce((sum, d) => sum + d.points, 0);
  const maxPoints = dimensions.reduce((sum, d) => sum + d.maxPoints, 0);
  return { dimensions, answered, questionCount, complete, overallPercent: complete ? wholePercent(points, maxPoints) : null };
}

/** The statements still without an answer, in page order. */
export function unansweredQuestions(assessment: ScoredAssessment, answers: Answers): AssessmentQuestion[] {
  return assessment.dimensions.flatMap((d) => d.questions).filter((q) => answerPoints(assessment, answers, q) === undefined);
}
