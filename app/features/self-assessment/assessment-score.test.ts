import { describe, expect, it } from "vitest";
import type { SelfAssessment } from "./assessment-types";
import { type Answers, answerQuestion, answersInForm, noAnswers, scoreAssessment, unansweredQuestions, wholePercent } from "./assessment-score";

/** Two dimensions of two and one statements, on a 0-3 scale. */
const sample: Pick<SelfAssessment, "scale" | "dimensions"> = {
  scale: [
    { label: "Not yet", points: 0 },
    { label: "Started", points: 1 },
    { label: "Mostly", points: 2 },
    { label: "Done", points: 3 },
  ],
  dimensions: [
    { id: "team", name: "Team", description: "", advice: "", questions: [{ id: "t1", statement: "" }, { id: "t2", statement: "" }] },
    { id: "market", name: "Market", description: "", advice: "", questions: [{ id: "m1", statement: "" }] },
  ],
};

describe("scoreAssessment", () => {
  it("scores each dimension as a whole percent of its maximum", () => {
    const score = scoreAssessment(sample, { t1: 3, t2: 1, m1: 2 });
    expect(score.dimensions.map((d) => [d.id, d.points, d.maxPoints, d.percent])).toEqual([
      ["team", 4, 6, 67],
      ["market", 2, 3, 67],
    ]);
  });

  it("scores overall over every statement, not as the mean of rounded dimensions", () => {
    const score = scoreAssessment(sample, { t1: 3, t2: 3, m1: 0 });
    expect(score.dimensions.map((d) => d.percent)).toEqual([100, 0]);
    expect(score.overallPercent).toBe(67); // 6 of 9 points
    expect(scoreAssessment(sample, { t1: 0, t2: 0, m1: 0 }).overallPercent).toBe(0);
    expect(scoreAssessment(sample, { t1: 3, t2: 3, m1: 3 }).overallPercent).toBe(100);
  });

  it("leaves unanswered dimensions and the overall score without a percent", () => {
    const empty = scoreAssessment(sample, noAnswers);
    expect(empty).toMatchObject({ answered: 0, questionCount: 3, complete: false, overallPercent: null });
    expect(empty.dimensions.map((d) => d.percent)).toEqual([null, null]);

    const partial = scoreAssessment(sample, { t1: 3, m1: 1 });
    expect(partial).toMatchObject({ answered: 2, complete: false, overallPercent: null });
    expect(partial.dimensions.map((d) => [d.answered, d.percent])).toEqual([
      [1, null],
      [1, 33],
    ]);
  });

  it("ignores answers that are not on the scale or not a statement of the assessment", () => {
    const answers: Answers = { t1: 7, t2: 2, m1: 3, stray: 3 };
    const score = scoreAssessment(sample, answers);
    expect(score.answered).toBe(2);
    expect(score.complete).toBe(false);
    expect(unansweredQuestions(sample, answers).map((q) => q.id)).toEqual(["t1"]);
  });
});

describe("answering", () => {
  it("replaces an earlier answer without changing the old answers", () => {
    const first = answerQuestion(noAnswers, "t1", 1);
    const second = answerQuestion(first, "t1", 3);
    expect(first).toEqual({ t1: 1 });
    expect(second).toEqual({ t1: 3 });
    expect(noAnswers).toEqual({});
  });

  it("lists unanswered statements in page order", () => {
    expect(unansweredQuestions(sample, noAnswers).map((q) => q.id)).toEqual(["t1", "t2", "m1"]);
    expect(unansweredQuestions(sample, { t2: 0 }).map((q) => q.id)).toEqual(["t1", "m1"]);
    expect(unansweredQuestions(sample, { t1: 0, t2: 0, m1: 0 })).toEqual([]);
  });
});

describe("wholePercent", () => {
  it("rounds to a whole percent and never divides by zero", () => {
    expect(wholePercent(1, 3)).toBe(33);
    expect(wholePercent(2, 3)).toBe(67);
    expect(wholePercent(1, 8)).toBe(13);
    expect(wholePercent(0, 0)).toBe(0);
  });
});

describe("answersInForm", () => {
  const formData = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  };

  it("reads each statement's chosen points from its radio group", () => {
    expect(answersInForm(sample, formData([["t1", "3"], ["m1", "0"]]))).toEqual({ t1: 3, m1: 0 });
  });

  it("takes no answer from a value off the scale, an empty one or a field that is no statement", () => {
    expect(answersInForm(sample, formData([["t1", "7"], ["t2", ""], ["m1", "2.0"], ["search", "2"]]))).toEqual(noAnswers);
  });

  it("has no answers for an untouched form", () => {
    expect(answersInForm(sample, new FormData())).toEqual(noAnswers);
  });
});
