import type { AnswerOption, AssessmentQuestion } from "./assessment-types";

type QuestionFieldsetProps = {
  question: AssessmentQuestion;
  /** Its number on the page, 1-based. */
  number: number;
  scale: readonly AnswerOption[];
  /** Points of the chosen answer, if any. */
  value: number | undefined;
  onAnswer: (points: number) => void;
  /** Shown after the visitor asked for a result with this statement unanswered. */
  missing: boolean;
};

/** One statement as a radio group: a fieldset whose legend is the statement. Arrow keys move between the answers. */
export function QuestionFieldset({ question, number, scale, value, onAnswer, missing }: QuestionFieldsetProps) {
  const fieldId = `question-${question.id}`;
  const missingId = `${fieldId}-missing`;
  return (
    <fieldset
      id={fieldId}
      // The target of "Go to the first one": focusable, so the link moves focus here.
      tabIndex={-1}
      aria-describedby={missing ? missingId : undefined}
      className={`scroll-mt-28 rounded-2xl border bg-white p-5 ${missing ? "border-rose-400" : "border-slate-200"}`}
    >
      <legend className="float-left mb-3 w-full font-medium text-slate-900">
        <span className="text-brand-700">{number}.</span> {question.statement}
      </legend>
      <div className="clear-left grid gap-2 sm:grid-cols-2 xl:grid-cols-4">
        {scale.map((option) => (
          <label
            key={option.points}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-700 hover:border-brand-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:font-semibold has-checked:text-brand-900"
          >
            <input
              type="radio"
              name={question.id}
              value={option.points}
              checked={value === option.points}
              onChange={() => onAnswer(option.points)}
              className="size-4 shrink-0 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {missing && (
        <p id={missingId} className="mt-2 text-sm font-medium text-rose-700">
          Choose an answer for this statement.
        </p>
      )}
    </fieldset>
  );
}
