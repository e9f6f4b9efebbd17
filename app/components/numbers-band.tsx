import type { ReactNode } from "react";
import { Reveal } from "./reveal";
import type { Stat } from "./stat-grid";

type NumbersBandProps = {
  id: string;
  title: string;
  /** A line under the title: what the figures count. */
  intro?: string;
  stats: readonly Stat[];
  /** Where the figures come from or when they were counted, under the intro (a line of text, a link). */
  source?: ReactNode;
};

/**
 * A full-bleed deep-blue band of key figures: the title and what they count on
 * the left, the figures two by two on the right (stacked above on a phone).
 * Each figure is text (a <dt> label and its <dd> value), its size following
 * the screen so that the longest value fits at 320 px. White, slate-300 and
 * saffron-400 on brand-900/950 all measure above 7:1.
 */
export function NumbersBand({ id, title, intro, stats, source }: NumbersBandProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 bg-gradient-to-br from-brand-950 to-brand-900 py-12 text-white sm:py-16">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-5 lg:gap-12 lg:px-8">
        <div className="lg:col-span-2">
          <span aria-hidden="true" className="block h-1 w-12 rounded-full bg-saffron-400" />
          <h2 id={`${id}-title`} className="mt-4 text-h2 text-balance">
            {title}
          </h2>
          {intro && <p className="mt-3 text-lg text-slate-300 text-pretty">{intro}</p>}
          {source && <p className="mt-4 text-sm text-slate-300">{source}</p>}
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-8 lg:col-span-3">
          {stats.map((stat, i) => (
            <Reveal key={stat.label} index={i} className="flex min-w-0 flex-col-reverse justify-end gap-1 border-l-2 border-saffron-400/70 pl-3 sm:pl-5">
              <dt className="text-sm text-slate-300 sm:text-base">{stat.label}</dt>
              <dd className="text-[clamp(1.625rem,7.5vw,3rem)] leading-tight font-bold tabular-nums break-words text-saffron-400">{stat.value}</dd>
            </Reveal>
          ))}
        </dl>
      </div>
    </section>
  );
}
