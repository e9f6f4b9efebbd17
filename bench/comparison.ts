// Before and after: the main figures of a baseline run (bench/results-before.json,
// or BENCH_BASELINE) next to this run's, route by route.
import type { BenchResults } from "./results-types.ts";
import { ratio } from "./stats.ts";
import { type Table, kib, mb, ms, percent, score, times } from "./table.ts";

const arrow = (before: string, after: string) => `${before} → ${after}`;

export function comparisonTables(before: BenchResults, after: BenchResults): Table[] {
  const tables: Table[] = [];
  const routes = after.routes.filter((route) => before.routes.includes(route));
  const beforeMobile = new Map(before.lighthouse?.mobile.map((r) => [r.route, r]));
  const afterMobile = new Map(after.lighthouse?.mobile.map((r) => [r.route, r]));
  const beforeJs = new Map(before.firstLoadJs?.routes.map((r) => [r.route, r]));
  const afterJs = new Map(after.firstLoadJs?.routes.map((r) => [r.route, r]));
  if (beforeMobile.size > 0 || beforeJs.size > 0) {
    tables.push({
      title: "Before → after, per route (Lighthouse mobile; first-load JS: the scripts each page's HTML names, gzip -9)",
      headers: ["route", "perf", "LCP", "LCP / no-JS", "TBT", "transferred", "first-load JS"],
      rows: routes.map((route) => {
        const b = beforeMobile.get(route);
        const a = afterMobile.get(route);
        return [
          route,
          arrow(score(b?.site.performance), score(a?.site.performance)),
          arrow(ms(b?.site.lcp), ms(a?.site.lcp)),
          arrow(times(ratio(b?.site.lcp, b?.noJs.lcp)), times(ratio(a?.site.lcp, a?.noJs.lcp))),
          arrow(ms(b?.site.tbt), ms(a?.site.tbt)),
          arrow(kib(b?.site.transferBytes), kib(a?.site.transferBytes)),
          arrow(kib(beforeJs.get(route)?.gzip), kib(afterJs.get(route)?.gzip)),
        ];
      }),
    });
  }
  if (before.server && after.server) {
    const [bs, as] = [before.server, after.server];
    const rows: string[][] = [
      ["static page, req/s (vs nginx)", arrow(`${Math.round(bs.staticSite.requestsPerSecond)} (${percent(ratio(bs.staticSite.requestsPerSecond, bs.staticNginx?.requestsPerSecond))})`, `${Math.round(as.staticSite.requestsPerSecond)} (${percent(ratio(as.staticSite.requestsPerSecond, as.staticNginx?.requestsPerSecond))})`)],
    ];
    for (const engine of as.engines) {
      const old = bs.engines.find((e) => e.engine === engine.engine);
      if (!old) continue;
      const line = (e: typeof engine) => `${Math.round(e.submission.requestsPerSecond)} (${percent(ratio(e.submission.requestsPerSecond, e.rawInserts.insertsPerSecond))})`;
      rows.push([`contact submissions/s, ${engine.engine} (vs raw INSERTs)`, arrow(line(old), line(engine))]);
      rows.push([`server RSS, ${engine.engine}: idle / peak`, arrow(`${mb(old.rss.idle)} / ${mb(old.rss.peak)}`, `${mb(engine.rss.idle)} / ${mb(engine.rss.peak)}`)]);
    }
    tables.push({ title: "Before → after, server", headers: ["measure", "before → after"], rows });
  }
  return tables;
}
