import { pageDescriptions } from "~/config/page-descriptions";
import { type PagePath, pageTitles } from "~/config/page-titles";
import { breadcrumbTrail } from "~/lib/breadcrumb-trail";
import { Breadcrumb } from "./breadcrumb";
import { BannerTitle } from "./page-banner";

// A registered page's banner title, subtitle and breadcrumb, from the page
// registry: static content (./page-intro.tsx), so that no page's first load
// carries every page's title and description.

/** The page's title as its banner's h1. */
export function PageTitle({ path }: { path: PagePath }) {
  return <BannerTitle>{pageTitles[path].title}</BannerTitle>;
}

/** The page's description as its banner's subtitle. */
export function BannerDescription({ path, className }: { path: PagePath; className: string }) {
  return <p className={className}>{pageDescriptions[path]}</p>;
}

/** Home, the registered pages above this one, and the page. */
export function PageBreadcrumb({ path }: { path: PagePath }) {
  return <Breadcrumb trail={breadcrumbTrail(path)} />;
}
