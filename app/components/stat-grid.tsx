import { Reveal } from "./reveal";

export type Stat = { value: string; label: string };

/**
 * Key figures in a row: big value, short label. Two columns on a phone, with
 * the value's size following the screen so that "12,000+" fits at 320 px.
 */
export function StatGrid({ stats, tone = "light" }: { stats: readonly Stat[]; tone?: "light" | "dark" }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-6 sm:gap-6 lg:grid-cols-4">
      {stats.map((stat, i) => (
        <Reveal key={stat.label} index={i} className="flex min-w-0 flex-col-reverse gap-1 rounded-2xl text-center sm:p-4">
          <dt className={tone === "dark" ? "text-slate-300" : "text-slate-600"}>{stat.label}</dt>
          <dd className={`text-[clamp(1.5rem,7vw,2.25rem)] leading-tight font-bold tabular-nums break-words ${tone === "dark" ? "text-saffron-400" : "text-brand-700"}`}>{stat.value}</dd>
        </Reveal>
      ))}
    </dl>
  );
}
