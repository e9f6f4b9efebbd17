// The before → after tables of the Astro move (issue 21): React Router build
// before, Astro build after, per route and for the build itself.
import type { BuildResult } from "./build-site.ts";
import type { PageLoadWeight } from "./page-load-weight.ts";
import { type Table, kib, mb } from "./table.ts";

export type FrontEndFigures = { build?: BuildResult; pages: PageLoadWeight[] };
export type BeforeAfter = { before: FrontEndFigures; after: FrontEndFigures };

/** A page the build lacks (anything but 200) shows as "no page" instead of the not-found page's figures. */
const NO_PAGE = "no page";

const pageCell = (page: PageLoadWeight | undefined, value: (page: PageLoadWeight) => string) =>
  page === undefined || page.status !== 200 ? NO_PAGE : value(page);

/** "120.3 KiB → 0.0 KiB" */
export const arrow = (before: string, after: string) => `${before} → ${after}`;

export function routeTable({ before, after }: BeforeAfter): Table {
  const routes = [...new Set([...before.pages, ...after.pages].map((page) => page.route))];
  const find = (pages: PageLoadWeight[], route: string) => pages.find((page) => page.route === route);
  return {
    title: "Per route, on load with no interaction (phone viewport, gzip as served; JS = script files + inline scripts gzipped)",
    headers: ["route", "JS on load", "of it inline", "script files", "transferred", "requests"],
    rows: routes.map((route) => {
      const [old, now] = [find(before.pages, route), find(after.pages, route)];
      const both = (value: (page: PageLoadWeight) => string) => arrow(pageCell(old, value), pageCell(now, value));
      return [
        route,
        both((page) => kib(page.scriptBytes)),
        both((page) => kib(page.inlineScriptBytes)),
        both((page) => String(page.scriptFiles)),
        both((page) => kib(page.transferredBytes)),
        both((page) => String(page.requests)),
      ];
    }),
  };
}

export function buildTable({ before, after }: BeforeAfter): Table {
  const seconds = (build?: BuildResult) => (build ? `${build.seconds.toFixed(1)} s` : "not built");
  return {
    title: "Build (npm run build → npm run build:astro, cold, into an empty directory)",
    headers: ["figure", "before → after"],
    rows: [
      ["time", arrow(seconds(before.build), seconds(after.build))],
      ["peak memory, largest process", arrow(mb(before.build?.peakProcessBytes), mb(after.build?.peakProcessBytes))],
      ["peak memory, process tree", arrow(mb(before.build?.peakTreeBytes), mb(after.build?.peakTreeBytes))],
    ],
  };
}
