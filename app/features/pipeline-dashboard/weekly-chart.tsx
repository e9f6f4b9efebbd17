import type { WeeklySeries } from "../../../contract/staff-inbox/pipeline-dashboard.ts";
import { shortWeek } from "./dashboard-format";

/** Fills with 3:1 contrast against white and against each other's neighbours (WCAG 1.4.11), in the legend too. */
const FILLS = ["#1e40af", "#c2410c", "#047857", "#7e22ce", "#b91c1c", "#0f766e", "#a16207", "#475569"];

type Props = {
  /** The chart's name, for the picture's label and the table's caption. */
  title: string;
  weeks: readonly string[];
  series: readonly WeeklySeries[];
  /** The name a series is shown by. */
  labelOf: (key: string) => string;
};

const WIDTH = 640;
const HEIGHT = 200;
const GAP = 6;

/**
 * Leads per week as stacked bars, drawn in plain SVG (no charting library:
 * a dozen bars need none), with the same figures in a table beneath it for
 * screen readers and for reading exact numbers: the picture is hidden from
 * them, the table is the chart's text.
 */
export function WeeklyChart({ title, weeks, series, labelOf }: Props) {
  const totals = weeks.map((_, week) => series.reduce((sum, line) => sum + (line.perWeek[week] ?? 0), 0));
  const highest = Math.max(1, ...totals);
  const barWidth = WIDTH / weeks.length - GAP;
  return (
    <figure className="mt-4">
      {/* The picture is for the eye; the table beneath says the same to everyone. */}
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`} aria-hidden="true" className="h-auto w-full">
        {weeks.map((week, i) => {
          let top = HEIGHT;
          return (
            <g key={week}>
              {series.map((line, s) => {
                const height = ((line.perWeek[i] ?? 0) / highest) * (HEIGHT - 10);
                top -= height;
                return height > 0 ? <rect key={line.key} x={i * (barWidth + GAP)} y={top} width={barWidth} height={height} fill={FILLS[s % FILLS.length]} /> : null;
              })}
              <text x={i * (barWidth + GAP) + barWidth / 2} y={HEIGHT + 15} textAnchor="middle" className="fill-slate-600 text-[11px]">
                {shortWeek(week)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-label="Key">
          {series.map((line, s) => (
            <li key={line.key} className="flex items-center gap-1.5">
              <span aria-hidden="true" className="inline-block size-3 rounded-sm" style={{ backgroundColor: FILLS[s % FILLS.length] }} />
              {labelOf(line.key)}
            </li>
          ))}
        </ul>
      </figcaption>
      <div className="mt-3 overflow-x-auto">
        <table className="min-w-full text-right text-sm tabular-nums">
          <caption className="sr-only">{title}, week by week</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-1 pr-3 text-left font-medium">
                Week of
              </th>
              {series.map((line) => (
                <th key={line.key} scope="col" className="px-2 py-1 font-medium">
                  {labelOf(line.key)}
                </th>
              ))}
              <th scope="col" className="py-1 pl-2 font-medium">
                All
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, i) => (
              <tr key={week} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-3 text-left font-normal whitespace-nowrap">
                  {shortWeek(week)}
                </th>
                {series.map((line) => (
                  <td key={line.key} className="px-2 py-1">
                    {line.perWeek[i] ?? 0}
                  </td>
                ))}
                <td className="py-1 pl-2 font-semibold">{totals[i]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
