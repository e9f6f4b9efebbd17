import type { MetaDescriptor } from "react-router";
import { type PagePath, pages } from "~/config/pages";
import { breadcrumbTrail } from "./breadcrumb-trail";
import { type JsonLd, breadcrumbJsonLd, organizationJsonLd, pageTitle, seoMeta } from "./seo-meta";

/**
 * Everything a registered page puts in its <head>: title, description,
 * canonical, Open Graph, Twitter card, and its Organization (home) or
 * BreadcrumbList (every other page) JSON-LD, plus the structured data of its
 * own the page gives (the events page: an Event block per upcoming event).
 */
export function pageHead(path: PagePath, ownJsonLd: readonly JsonLd[] = []): MetaDescriptor[] {
  const page = pages[path];
  const jsonLd = path === "/" ? [organizationJsonLd()] : [breadcrumbJsonLd(breadcrumbTrail(path))];
  return seoMeta({
    title: pageTitle(page.title, path),
    description: page.description,
    path: page.canonicalPath ?? path,
    jsonLd: [...jsonLd, ...ownJsonLd],
  });
}
