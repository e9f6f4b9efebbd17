// The median of repeated Lighthouse runs, figure by figure.
import { median } from "./stats.ts";

export type CategoryScores = { performance: number | null; accessibility: number | null; bestPractices: number | null; seo: number | null };

export type LighthouseRun = CategoryScores & {
  /** Largest Contentful Paint, Total Blocking Time, First Contentful Paint (ms), Cumulative Layout Shift. */
  lcp: number;
  tbt: number;
  fcp: number;
  cls: number;
  /** Bytes over the network for the whole load. */
  transferBytes: number;
  /** Scored audits that did not pass, "id (score)", to say why a category missed 100. */
  failing: string[];
};

const medianScore = (runs: readonly LighthouseRun[], pick: (run: LighthouseRun) => number | null): number | null => {
  const scores = runs.map(pick).filter((s): s is number => s !== null);
  return scores.length ? median(scores) : null;
};

/**
 * Each figure is the median of that figure over the runs; the failing audits
 * are those that failed in at least half of the runs.
 */
export function medianLighthouse(runs: readonly LighthouseRun[]): LighthouseRun {
  const counts = new Map<string, number>();
  for (const run of runs) for (const id of run.failing) counts.set(id, (counts.get(id) ?? 0) + 1);
  return {
    performance: medianScore(runs, (r) => r.performance),
    accessibility: medianScore(runs, (r) => r.accessibility),
    bestPractices: medianScore(runs, (r) => r.bestPractices),
    seo: medianScore(runs, (r) => r.seo),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    fcp: median(runs.map((r) => r.fcp)),
    cls: median(runs.map((r) => r.cls)),
    transferBytes: median(runs.map((r) => r.transferBytes)),
    failing: [...counts].filter(([, n]) => n * 2 >= runs.length).map(([id]) => id),
  };
}
