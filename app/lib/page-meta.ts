import { use } from "react";
import type { MetaDescriptor } from "react-router";
import type { PagePath } from "~/config/page-titles";
import { keptPrerenderedHead } from "./prerendered-head";

type PageHead = typeof import("./page-heads").pageHead;

let loading: Promise<PageHead> | undefined;

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
  return keptPrerenderedHead(path) ?? use(loadPageHeads())(path);
}
