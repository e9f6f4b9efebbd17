import type { MetaDescriptor } from "react-router";
import { type PagePath, pages } from "~/config/pages";
import { upcomingEvents } from "~/content/resources-events";
import { eventJsonLd } from "~/features/event-tabs/event-json-ld";
import { breadcrumbTrail } from "./breadcrumb-trail";
import { type JsonLd, breadcrumbJsonLd, organizationJsonLd, pageTitle, seoMeta } from "./seo-meta";

/** The pages with structured data of their own, after the page's Organization or BreadcrumbList. */
const pageJsonLd: Partial<Record<PagePath, () => JsonLd[]>> = {
  "/resources/events": () => upcomingEvents.map((event) => eventJsonLd(event, "/resources/events")),
};

/**
 * Everything a registered page puts in its <head>: title, description,
 * canonical, Open Graph, Twitter card, and its Organization (home) or
 * BreadcrumbList (every other page) JSON-LD, plus its own structured data.
 */
export function pageHead(path: PagePath): MetaDescriptor[] {
  const page = pages[path];
  const jsonLd = path === "/" ? [organizationJsonLd()] : [breadcrumbJsonLd(breadcrumbTrail(path))];
  return seoMeta({
    title: pageTitle(page.title, path),
    description: page.description,
    path: page.canonicalPath ?? path,
    jsonLd: [...jsonLd, ...(pageJsonLd[path]?.() ?? [])],
  });
}
