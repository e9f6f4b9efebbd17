import { pageDescriptions } from "./page-descriptions";
import { type PagePath, type PageTitle, pageTitles } from "./page-titles";

export { type PagePath, isPagePath, pagePaths } from "./page-titles";

/**
 * One entry per public page: its short name (navigation and breadcrumbs), its
 * title (the h1 and <title>) and its meta description. Route modules read their
 * metadata from here, and the tests walk it, so nothing is written twice.
 * The browser's first load needs only the titles (page-titles.ts); the
 * descriptions load when a page needs them (lib/page-description.ts).
 */
export type PageInfo = PageTitle & {
  /** One-line summary: the banner subtitle and the meta description. */
  description: string;
};

export const pages = Object.fromEntries(
  Object.entries(pageTitles).map(([path, title]) => [path, { ...title, description: pageDescriptions[path as PagePath] }]),
) as Record<PagePath, PageInfo>;
