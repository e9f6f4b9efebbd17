import type { MetaDescriptor } from "react-router";
import { SITE_URL } from "~/config/site-url";
import { type JsonLd, seoMeta } from "./seo-meta";
import { isHydrating } from "./use-hydrated";

/**
 * The <head> the page was prerendered with, read back as the descriptors that
 * rendered it (seoMeta's), so that hydration needs none of the data they were
 * made from; null for a head seoMeta did not make (the not-found page, which
 * has no canonical link).
 */
export function prerenderedHead(): MetaDescriptor[] | null {
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

/** The page that hydrated (its key: a path, an item's kind and id) and its prerendered <head>. */
let hydrated: { key: string; head: MetaDescriptor[] | null } | undefined;

/**
 * The <head> of the page that hydrated, for the page `key` names: read back
 * from the prerendered one while the page hydrates, and kept for that page
 * (the router renders its <head> again as a navigation away starts);
 * undefined for any other page, whose route builds its head.
 */
export function keptPrerenderedHead(key: string): MetaDescriptor[] | null | undefined {
  if (isHydrating()) hydrated ??= { key, head: prerenderedHead() };
  return hydrated?.key === key ? hydrated.head : undefined;
}
