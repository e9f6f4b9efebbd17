import { Reveal } from "./reveal";

export type Stat = { value: string; label: string };

/** Key figures in a row: big value, short label. */
export function StatGrid({ stats, tone = "light" }: { stats: readonly Stat[]; tone?: "light" | "dark" }) {
  return (
    <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
      {stats.map((stat, i) => (
        <Reveal key={stat.label} index={i} className="flex flex-col-reverse gap-1 rounded-2xl p-4 text-center">
          <dt className={tone === "dark" ? "text-slate-300" : "text-slate-600"}>{stat.label}</dt>
          <dd className={`text-4xl font-bold ${tone === "dark" ? "text-saffron-400" : "text-brand-700"}`}>{stat.value}</dd>
        </Reveal>
      ))}
    </dl>
  );
}
