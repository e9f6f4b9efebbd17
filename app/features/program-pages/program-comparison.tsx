import { Link } from "~/components/link";
import type { FlagshipProgram } from "./programme-types";

/** The flagship programmes side by side: who each is for, how long it runs, how it is paid for, how to apply. */
export function ProgramComparison({ programs }: { programs: readonly FlagshipProgram[] }) {
  return (
    // Scrolls sideways on narrow screens (browsers make scrollers keyboard-focusable themselves).
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">
          The flagship programmes compared
        </caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            <th scope="col" className="p-4 font-semibold">Programme</th>
            <th scope="col" className="p-4 font-semibold">For</th>
            <th scope="col" className="p-4 font-semibold">Duration</th>
            <th scope="col" className="p-4 font-semibold">Cost model</th>
            <th scope="col" className="p-4 font-semibold">How to apply</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-700">
          {programs.map((program) => (
            <tr key={program.path} className="align-top">
              <th scope="row" className="p-4 font-semibold text-slate-900">
                <Link to={program.path} className="text-brand-700 hover:underline">
                  {program.shortName}
                </Link>
              </th>
              <td className="p-4">{program.forWhom}</td>
              <td className="p-4 whitespace-nowrap">{program.duration}</td>
              <td className="p-4">{program.costModel.summary}</td>
              <td className="p-4">
                <Link to={program.apply.primary.to} className="font-semibold text-brand-700 hover:underline">
                  {program.apply.primary.label}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
