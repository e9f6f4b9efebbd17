import type { MetaDescriptor } from "react-router";
import { YOUR_DATA_PATH } from "../../../contract/data-rights/data-rights-paths.ts";
import { pages } from "~/config/pages";
import type { Crumb } from "~/lib/breadcrumb-trail";
import { absoluteUrl } from "~/config/site-url";
import { breadcrumbJsonLd, pageTitle } from "~/lib/seo-meta";

/** Home / Legal / Your data. */
export function yourDataTrail(name: string): Crumb[] {
  return [
    { name: pages["/"].name, path: "/" },
    { name: pages["/legal"].name, path: "/legal" },
    { name, path: YOUR_DATA_PATH },
  ];
}

/**
 * The page's <head>: title, description, canonical and its breadcrumb. It is
 * not in the page registry, whose /legal/ pages are the legal documents, so
 * it has no social card either (nobody shares this page as a preview).
 */
export function yourDataHead({ title, description, breadcrumbName }: { title: string; description: string; breadcrumbName: string }): MetaDescriptor[] {
  return [
    { title: pageTitle(title, YOUR_DATA_PATH) },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: absoluteUrl(YOUR_DATA_PATH) },
    { "script:ld+json": breadcrumbJsonLd(yourDataTrail(breadcrumbName)) },
  ];
}
