import type { MetaDescriptor } from "react-router";
import { type PagePath, type PageTitle, pageTitles } from "~/config/page-titles";
import { site } from "~/config/site";
import { breadcrumbTrail } from "./breadcrumb-trail";
import { pageDescription } from "./page-description";
import { type JsonLd, breadcrumbJsonLd, organizationJsonLd, seoMeta } from "./seo-meta";

/** The <title> of a page: "Page | Ankur", and "Ankur | tagline" for home. */
export function pageTitle(title: string, path: string): string {
  return path === "/" ? `${site.name} | ${title}` : `${title} | ${site.name}`;
}

/**
 * Everything a registered page puts in its <head>, from the page registry:
 * title, description, canonical, Open Graph, Twitter card, and its
 * Organization (home) or BreadcrumbList (every other page) JSON-LD, plus any
 * page-specific structured data.
 */
export function pageMeta(path: PagePath, extraJsonLd: readonly JsonLd[] = []): MetaDescriptor[] {
  const page: PageTitle = pageTitles[path];
  const jsonLd = path === "/" ? [organizationJsonLd()] : [breadcrumbJsonLd(breadcrumbTrail(path))];
  return seoMeta({
    title: pageTitle(page.title, path),
    description: pageDescription(path),
    path: page.canonicalPath ?? path,
    jsonLd: [...jsonLd, ...extraJsonLd],
  });
}
