import { use } from "react";
import type { MetaDescriptor } from "react-router";
import type { PagePath } from "~/config/page-titles";
import { prerenderedHead } from "./prerendered-head";
import { isHydrating } from "./use-hydrated";

type PageHead = typeof import("./page-heads").pageHead;

let loading: Promise<PageHead> | undefined;
/** The page the browser hydrated, and its prerendered <head>. */
let hydratedPage: { path: PagePath; head: MetaDescriptor[] | null } | undefined;

/** Loads the page registry's heads once (./page-heads.ts: titles, descriptions, breadcrumbs; a chunk of its own). */
function loadPageHeads(): Promise<PageHead> {
  loading ??= import("./page-heads").then((module) => module.pageHead);
  return loading;
}

/**
 * A registered page's <head> (./page-heads.ts), without putting every page's
 * title and description in every page's first load:
 * - prerendering waits for them (React's `use`);
 * - while the page hydrates, the prerendered <head> already says it (and
 *   still does when the router renders that page's <head> again);
 * - after that (a client-side navigation, inside the router's transition) the
 *   first call loads them and suspends until they are there.
 * Call it only while React renders (route meta runs inside <Meta>).
 */
export function pageMeta(path: PagePath): MetaDescriptor[] {
  if (isHydrating()) hydratedPage ??= { path, head: prerenderedHead() };
  // The router renders the page's <head> again as a navigation away starts.
  if (hydratedPage?.path === path && hydratedPage.head) return hydratedPage.head;
  return use(loadPageHeads())(path);
}
