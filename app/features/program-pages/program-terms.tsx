import { Icon } from "~/components/icon";
import type { FlagshipProgram } from "./programme-types";

/** Who can apply, and how the programme is paid for, side by side. */
export function ProgramTerms({ eligibility, costModel }: Pick<FlagshipProgram, "eligibility" | "costModel">) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div id="eligibility" className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h3 className="flex items-center gap-2 text-xl font-semibold">
          <Icon name="clipboard-check" className="size-6 text-brand-700" />
          Eligibility
        </h3>
        <p className="mt-2 text-slate-600">{eligibility.intro}</p>
        <ul className="mt-4 space-y-2 text-slate-700">
          {eligibility.criteria.map((criterion) => (
            <li key={criterion} className="flex items-start gap-2">
              <Icon name="check" className="mt-1 size-4 shrink-0 text-emerald-700" />
              {criterion}
            </li>
          ))}
        </ul>
      </div>
      <div id="cost-model" className="scroll-mt-24 rounded-2xl border-t-4 border-saffron-500 bg-white p-6 shadow-md">
        <h3 className="flex items-center gap-2 text-xl font-semibold">
          <Icon name="wallet" className="size-6 text-brand-700" />
          Cost Model
        </h3>
        <p className="mt-2 font-medium text-slate-900">{costModel.summary}</p>
        <ul className="mt-4 space-y-2 text-slate-700">
          {costModel.points.map((point) => (
            <li key={point} className="flex items-start gap-2">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-saffron-500" />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
