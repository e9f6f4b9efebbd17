import { use } from "react";
import type { MetaDescriptor } from "react-router";
import { site } from "~/config/site";
import { SITE_URL } from "~/config/site-url";
import { type JsonLd, seoMeta } from "~/lib/seo-meta";
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
 * The <head> the page was prerendered with, read back as the descriptors that
 * rendered it (seoMeta's): an item page's, or null for the not-found page
 * (which has no canonical link) that the server sends for an unknown item.
 */
export function prerenderedDetailHead(): MetaDescriptor[] | null {
  const head = document.head;
  const canonical = head.querySelector('link[rel="canonical"]')?.getAttribute("href");
  if (!canonical?.startsWith(SITE_URL)) return null;
  return seoMeta({
    title: head.querySelector("title")?.textContent ?? "",
    description: head.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
    path: canonical.slice(SITE_URL.length),
    type: head.querySelector('meta[property="og:type"]')?.getAttribute("content") === "article" ? "article" : "website",
    jsonLd: [...head.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? "null") as JsonLd),
  });
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
    hydratedItem ??= { kind, id, head: prerenderedDetailHead() };
    return hydratedItem.head;
  }
  // The router renders the page's <head> again as a navigation away starts.
  if (hydratedItem?.kind === kind && hydratedItem.id === id) return hydratedItem.head;
  return use(loadDetailHeads())(kind, id);
}
