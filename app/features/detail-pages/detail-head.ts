import { use } from "react";
import type { MetaDescriptor } from "react-router";
import { site } from "~/config/site";
import { prerenderedHead } from "~/lib/prerendered-head";
import { isHydrating } from "~/lib/use-hydrated";
import type { DetailKind } from "./detail-heads";

export type { DetailKind };

type DetailHeads = typeof import("./detail-heads").detailHead;

let loading: Promise<DetailHeads> | undefined;
/** The item page the browser hydrated, and its prerendered <head>. */
let hydratedItem: { kind: DetailKind; id: string | undefined; head: MetaDescriptor[] | null } | undefined;

/** Loads every item page's head once (./detail-heads.ts, a chunk of its own). */
function loadDetailHeads(): Promise<DetailHeads> {
  loading ??= import("./detail-heads").then((module) => module.detailHead);
  return loading;
}

/** An unknown item: the not-found page's title, kept out of search results. */
export function notFoundMeta(): MetaDescriptor[] {
  return [{ title: `Page not found | ${site.name}` }, { name: "robots", content: "noindex" }];
}

/**
 * The <head> of item `id` of `kind`, or null when there is no such item,
 * without putting every list's summaries in an item page's first load:
 * - prerendering waits for them (React's `use`);
 * - while the page hydrates, the prerendered <head> already says it (and
 *   still does when the router renders that page's <head> again);
 * - after that (a client-side navigation, inside the router's transition) the
 *   first call loads them and suspends until they are there.
 * Call it only while React renders (route meta runs inside <Meta>).
 */
export function detailItemHead(kind: DetailKind, id: string | undefined): MetaDescriptor[] | null {
  if (isHydrating()) {
    hydratedItem ??= { kind, id, head: prerenderedHead() };
    return hydratedItem.head;
  }
  // The router renders the page's <head> again as a navigation away starts.
  if (hydratedItem?.kind === kind && hydratedItem.id === id) return hydratedItem.head;
  return use(loadDetailHeads())(kind, id);
}
