import type { Ref } from "react";
import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import type { SelfAssessment } from "./assessment-types";
import { contactLink } from "~/lib/contact-link";
import { dimensionLevel, focusDimensions, recommendationFor, resultTopic } from "./assessment-recommendation";
import type { AssessmentScore } from "./assessment-score";

type AssessmentResultProps = {
  assessment: SelfAssessment;
  score: AssessmentScore & { overallPercent: number };
  headingRef: Ref<HTMLHeadingElement>;
  onRestart: () => void;
};

const levelTones = {
  Strong: "bg-emerald-100 text-emerald-800",
  Developing: "bg-amber-100 text-amber-900",
  "Needs work": "bg-rose-100 text-rose-800",
} as const;

const barTones = {
  Strong: "bg-emerald-600",
  Developing: "bg-amber-500",
  "Needs work": "bg-rose-500",
} as const;

/** The result of a complete assessment: overall score, recommendation, score per dimension, focus areas, and the choice to send it. */
export function AssessmentResult({ assessment, score, headingRef, onRestart }: AssessmentResultProps) {
  const overall = score.overallPercent;
  const recommendation = recommendationFor(assessment.recommendations, overall);
  const focus = focusDimensions(score);
  const advice = new Map(assessment.dimensions.map((d) => [d.id, d.advice]));
  const sendTo = contactLink(resultTopic(assessment.name, overall, recommendation.level, focus));

  return (
    <section id="assessment-result" aria-labelledby="assessment-result-title" className="mt-12 scroll-mt-24 rounded-3xl border border-brand-100 bg-brand-50/60 p-6 sm:p-8">
      <h2 id="assessment-result-title" ref={headingRef} tabIndex={-1} className="text-h2 focus:outline-none">
        Your Result
      </h2>

      <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_1fr]">
        <div className="rounded-2xl bg-slate-900 p-6 text-white">
          <p className="text-sm text-slate-300">Overall score</p>
          <p className="mt-1 text-5xl font-bold" data-testid="overall-score">
            {overall}%
          </p>
          <p className="mt-2 font-semibold text-saffron-400">{recommendation.level}</p>
          <div aria-hidden="true" className="mt-4 h-3 overflow-hidden rounded-full bg-white/15">
            <div className="h-full rounded-full bg-saffron-400" style={{ width: `${overall}%` }} />
          </div>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm" data-testid="recommendation">
          <h3 className="text-xl font-semibold">Our recommendation: {recommendation.level}</h3>
          <p className="mt-2 text-slate-700">{recommendation.text}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to={recommendation.primary.to} className="btn btn-primary" data-testid="recommendation-link">
              {recommendation.primary.label}
              <Icon name="arrow-right" className="size-4" />
            </Link>
            {recommendation.secondary && (
              <Link to={recommendation.secondary.to} className="btn btn-secondary">
                {recommendation.secondary.label}
              </Link>
            )}
          </div>
        </div>
      </div>

      <h3 className="mt-10 text-xl font-semibold">Score per Dimension</h3>
      <ul aria-label="Score per dimension" className="mt-4 grid gap-3 md:grid-cols-2">
        {score.dimensions.map((d) => {
          const percent = d.percent ?? 0;
          const level = dimensionLevel(percent);
          return (
            <li key={d.id} className="rounded-xl bg-white p-4 shadow-sm" data-testid="dimension-score">
              <div className="flex items-baseline justify-between gap-3">
                <span className="font-medium text-slate-900">{d.name}</span>
                <span className="flex items-center gap-2">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${levelTones[level]}`}>{level}</span>
                  <span className="w-12 text-right font-bold text-slate-900">{percent}%</span>
                </span>
              </div>
              <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100">
                <div className={`h-full rounded-full ${barTones[level]}`} style={{ width: `${percent}%` }} />
              </div>
            </li>
          );
        })}
      </ul>

      <h3 className="mt-10 text-xl font-semibold">Where to Focus First</h3>
      {focus.length > 0 ? (
        <ol className="mt-4 space-y-3">
          {focus.map((d) => (
            <li key={d.id} className="rounded-xl border-l-4 border-saffron-500 bg-white p-4 shadow-sm">
              <p className="font-semibold text-slate-900">
                {d.name} <span className="font-normal text-slate-600">({d.percent}%)</span>
              </p>
              <p className="mt-1 text-slate-700">{advice.get(d.id)}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-slate-700">Every dimension scores as a strength. Keep the evidence up to date: it is what investors and partners will ask for.</p>
      )}

      <div className="mt-10 flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h3 className="text-lg font-semibold">Talk It Through With Our Team</h3>
          <p className="mt-1 text-slate-700">
            The contact form opens with your overall score and focus areas filled in. Nothing is sent until you submit the form.
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <Link to={sendTo} className="btn btn-primary" data-testid="send-result">
            <Icon name="send" className="size-4" />
            Send My Result
          </Link>
          <button type="button" className="btn btn-secondary" onClick={onRestart}>
            Start Again
          </button>
        </div>
      </div>
    </section>
  );
}
