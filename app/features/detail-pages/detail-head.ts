import { use } from "react";
import type { MetaDescriptor } from "react-router";
import { site } from "~/config/site";
import { keptPrerenderedHead } from "~/lib/prerendered-head";
import type { DetailKind } from "./detail-heads";

export type { DetailKind };

type DetailHeads = typeof import("./detail-heads").detailHead;

let loading: Promise<DetailHeads> | undefined;

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
  // The not-found page's head (null) means no item.
  const kept = keptPrerenderedHead(`${kind} ${id}`);
  return kept !== undefined ? kept : use(loadDetailHeads())(kind, id);
}
