import { pageDescriptions } from "./page-descriptions";
import { type PagePath, type PageTitle, pageTitles } from "./page-titles";

export { type PagePath, isPagePath, pagePaths } from "./page-titles";

/**
 * One entry per public page: its short name (navigation and breadcrumbs), its
 * title (the h1 and <title>) and its meta description. Route modules read their
 * metadata from here, and the tests walk it, so nothing is written twice.
 * No page's first load carries either part: a page hydrates its banner and
 * <head> from its prerendered HTML, and a client-side navigation loads them
 * (components/page-intro-content.tsx, lib/page-heads.ts).
 */
export type PageInfo = PageTitle & {
  /** One-line summary: the banner subtitle and the meta description. */
  description: string;
};

export const pages = Object.fromEntries(
  Object.entries(pageTitles).map(([path, title]) => [path, { ...title, description: pageDescriptions[path as PagePath] }]),
) as Record<PagePath, PageInfo>;
