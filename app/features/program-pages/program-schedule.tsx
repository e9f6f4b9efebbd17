import { Icon } from "~/components/icon";
import { Reveal } from "~/components/reveal";
import type { ProgramPhase } from "./programme-types";

/** A programme's plan, block by block: period, title, what happens and the milestone it ends with. */
export function ProgramSchedule({ phases, label }: { phases: readonly ProgramPhase[]; label: string }) {
  return (
    <ol className="relative space-y-6 border-l-2 border-brand-100 pl-8" aria-label={label}>
      {phases.map((phase, i) => (
        <Reveal as="li" index={i} key={phase.period} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="absolute top-6 -left-[3.15rem] inline-flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white ring-4 ring-white"
          >
            {i + 1}
          </span>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="text-xl font-semibold text-slate-900">
              <span className="text-brand-700">{phase.period}:</span> {phase.title}
            </h3>
          </div>
          <p className="mt-2 text-slate-600">{phase.summary}</p>
          <ul className="mt-4 grid gap-2 text-sm text-slate-700 sm:grid-cols-3">
            {phase.activities.map((activity) => (
              <li key={activity} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-saffron-500" />
                {activity}
              </li>
            ))}
          </ul>
          <p className="mt-4 flex items-start gap-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-800">
            <Icon name="flag" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span>
              <span className="font-semibold">Milestone: </span>
              {phase.milestone}
            </span>
          </p>
        </Reveal>
      ))}
    </ol>
  );
}
