import { type FormEvent, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Icon } from "~/components/icon";
import type { AssessmentFormCopy, SelfAssessment } from "./assessment-types";
import { AssessmentResult } from "./assessment-result";
import { type Answers, answerQuestion, answersInForm, noAnswers, scoreAssessment, unansweredQuestions } from "./assessment-score";
import { QuestionFieldset } from "./question-fieldset";
import { useHydrated } from "~/lib/use-hydrated";
import { useInputBeforeHydration } from "~/lib/use-input-before-hydration";

/**
 * A self-assessment: every statement as a radio group, grouped by dimension.
 * The statements are in the prerendered page; the score is worked out here,
 * in the browser, and nothing is sent anywhere. "See My Result" stays
 * disabled until the page is interactive, so without JavaScript the form
 * never submits (the answers would otherwise end up in a URL). Answers
 * chosen before the island hydrated count from the start.
 */
export function SelfAssessmentForm({ assessment, copy }: { assessment: SelfAssessment; copy: Pick<AssessmentFormCopy, "privacyNote" | "noScriptNote"> }) {
  const hydrated = useHydrated();
  const [answers, setAnswers] = useState<Answers>(noAnswers);
  const [resultRequested, setResultRequested] = useState(false);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  const missingNoticeRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useInputBeforeHydration(formRef, (form) => {
    const chosen = answersInForm(assessment, new FormData(form));
    // The state starts with no answers.
    if (Object.keys(chosen).length > 0) setAnswers(chosen);
  });

  const score = scoreAssessment(assessment, answers);
  const missing = resultRequested ? unansweredQuestions(assessment, answers) : [];
  const missingIds = new Set(missing.map((q) => q.id));
  const firstMissing = missing[0];
  const overallPercent = score.overallPercent;
  const questionNumbers = new Map(assessment.dimensions.flatMap((d) => d.questions).map((q, i) => [q.id, i + 1]));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    flushSync(() => setResultRequested(true));
    (score.complete ? resultHeadingRef : missingNoticeRef).current?.focus();
  };

  const restart = () => {
    flushSync(() => {
      setAnswers(noAnswers);
      setResultRequested(false);
    });
    formRef.current?.querySelector("input")?.focus();
  };

  return (
    <>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={assessment.name}>
        <ol className="space-y-12">
          {assessment.dimensions.map((dimension, i) => (
            <li key={dimension.id} id={`dimension-${dimension.id}`} data-testid="assessment-dimension" className="scroll-mt-24">
              <h3 className="text-xl font-semibold text-slate-900">
                <span className="mr-2 inline-flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm text-white" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="sr-only">Dimension {i + 1}: </span>
                {dimension.name}
              </h3>
              <p className="mt-1 text-slate-600">{dimension.description}</p>
              <div className="mt-4 space-y-4">
                {dimension.questions.map((question) => (
                  <QuestionFieldset
                    key={question.id}
                    question={question}
                    number={questionNumbers.get(question.id) ?? 0}
                    scale={assessment.scale}
                    value={answers[question.id]}
                    onAnswer={(points) => setAnswers((a) => answerQuestion(a, question.id, points))}
                    missing={missingIds.has(question.id)}
                  />
                ))}
              </div>
            </li>
          ))}
        </ol>

        <div className="mt-10 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between">
          <div className="text-sm text-slate-700">
            <p className="font-semibold text-slate-900" data-testid="answered-count">
              {score.answered} of {score.questionCount} statements answered
            </p>
            <p className="mt-1 flex items-start gap-2">
              <Icon name="lock" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              {copy.privacyNote}
            </p>
          </div>
          <button type="submit" className="btn btn-primary shrink-0" disabled={!hydrated}>
            <Icon name="chart-column" className="size-4" />
            See My Result
          </button>
        </div>
        <noscript>
          <p className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">{copy.noScriptNote}</p>
        </noscript>
        {firstMissing && (
          <p ref={missingNoticeRef} tabIndex={-1} role="alert" className="mt-4 rounded-xl border border-rose-300 bg-rose-50 p-4 text-rose-800 focus:outline-none">
            {missing.length === 1 ? "One statement is" : `${missing.length} statements are`} still without an answer.{" "}
            <a href={`#question-${firstMissing.id}`} className="font-semibold underline">
              Go to the first one
            </a>
          </p>
        )}
      </form>

      {resultRequested && overallPercent !== null && (
        <AssessmentResult assessment={assessment} score={{ ...score, overallPercent }} headingRef={resultHeadingRef} onRestart={restart} />
      )}
    </>
  );
}
