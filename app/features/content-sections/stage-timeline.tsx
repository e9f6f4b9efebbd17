import { Reveal } from "~/components/reveal";
import type { gateDecisionOptions } from "./ecosystem-options";

/** A stage in the short wording (Ideation, Validation, Setup, Growth, Scaling), as on the Ecosystem hub and About Us. */
export type StageOverview = { name: string; summary: string };

/** What a review gate can decide (spec §4). */
export type GateDecision = (typeof gateDecisionOptions)[number];

/** A stage in the model page's detailed wording, closed by a review gate. */
export type IncubationStage = StageOverview & {
  /** Text only, e.g. "4-6 weeks". */
  duration: string;
  activities: readonly string[];
  /** What the review gate at the end of the stage checks. */
  gate: string;
};

/** The five stages in the short wording, numbered left to right. */
export function StageStrip({ stages, headingLevel: Heading = "h3" }: { stages: readonly StageOverview[]; headingLevel?: "h3" | "h4" }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5" aria-label="The five incubation stages">
      {stages.map((stage, i) => (
        <Reveal as="li" index={i} key={stage.name} className="relative flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <span aria-hidden="true" className="inline-flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
            {i + 1}
          </span>
          <Heading className="font-semibold text-slate-900">
            <span className="sr-only">Stage {i + 1}: </span>
            {stage.name}
          </Heading>
          <p className="text-sm text-slate-600">{stage.summary}</p>
        </Reveal>
      ))}
    </ol>
  );
}

type StageTimelineProps = {
  stages: readonly IncubationStage[];
  decisions: readonly GateDecision[];
};

/** The five stages in the detailed wording, each with its duration and closing review gate. */
export function StageTimeline({ stages, decisions }: StageTimelineProps) {
  return (
    <ol className="relative ml-5 space-y-6 border-l-2 border-brand-100 pl-8" aria-label="Five-stage breakdown">
      {stages.map((stage, i) => (
        <Reveal as="li" index={i} key={stage.name} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" >
          <span
            aria-hidden="true"
            className="absolute top-6 -left-[3.15rem] inline-flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white ring-4 ring-white"
          >
            {i + 1}
          </span>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="text-xl font-semibold text-slate-900" data-testid="stage-name">
              <span className="text-brand-700">Stage {i + 1}:</span> {stage.name}
            </h3>
            <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
              <span className="sr-only">Duration: </span>
              {stage.duration}
            </p>
          </div>
          <p className="mt-3 text-slate-600">{stage.summary}</p>
          <ul className="mt-4 grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
            {stage.activities.map((activity) => (
              <li key={activity} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-saffron-500" />
                {activity}
              </li>
            ))}
          </ul>
          <div className="mt-5 rounded-xl bg-slate-50 p-4 text-sm">
            <p className="font-semibold text-slate-900">Review gate {i + 1}</p>
            <p className="mt-1 text-slate-600">{stage.gate}</p>
            <p className="mt-2 text-slate-700">
              Decision: <DecisionList decisions={decisions} />
            </p>
          </div>
        </Reveal>
      ))}
    </ol>
  );
}

/** "continuation, pivot or exit" */
function DecisionList({ decisions }: { decisions: readonly GateDecision[] }) {
  return (
    <>
      {decisions.map((d, i) => (
        <span key={d}>
          {i > 0 && (i === decisions.length - 1 ? " or " : ", ")}
          <strong className="font-semibold">{d}</strong>
        </span>
      ))}
    </>
  );
}
