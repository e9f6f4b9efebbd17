import { Reveal } from "./reveal";

export type TimelineEntry = { when: string; title: string; text: string };

type TimelineProps = {
  entries: readonly TimelineEntry[];
  /** Names the list for screen readers, e.g. "Our story, from the pilot to today". */
  label: string;
  /** Heading level of each entry's title, to keep the page outline right. */
  headingLevel?: "h3" | "h4";
};

/**
 * Dated steps in order, as an ordered list on a line: down the left edge on
 * a phone, across the top from md, a saffron dot on the line per step. Each
 * step has its date (a <time>-like label shown first), a title and a text.
 */
export function Timeline({ entries, label, headingLevel: Heading = "h3" }: TimelineProps) {
  return (
    <ol aria-label={label} className="relative grid gap-8 border-l-2 border-brand-100 pl-6 md:grid-flow-col md:auto-cols-fr md:gap-8 md:border-t-2 md:border-l-0 md:pt-8 md:pl-0">
      {entries.map((entry, i) => (
        <Reveal as="li" index={i} key={entry.when} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1 -left-[calc(1.5rem+7px)] size-3 rounded-full bg-saffron-500 ring-4 ring-white md:-top-[calc(2rem+7px)] md:left-0"
          />
          <p className="text-sm font-bold tracking-wide text-saffron-600 uppercase">{entry.when}</p>
          <Heading className="mt-1 text-lg font-semibold text-slate-900">{entry.title}</Heading>
          <p className="mt-2 text-slate-600">{entry.text}</p>
        </Reveal>
      ))}
    </ol>
  );
}
