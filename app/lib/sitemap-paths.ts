import { pagePaths, pages } from "~/config/pages";
import type { SitemapEntry } from "./sitemap";

/**
 * The pages the sitemap lists: the page registry less a page that names
 * another as canonical (a duplicate: only the original is listed), and
 * `collectionItems`, the item pages of the content collections with their
 * dates where they have one (pages/sitemap.xml.ts reads them). The not-found page and the
 * staff pages are not in the registry.
 */
export function sitemapEntries(collectionItems: readonly SitemapEntry[]): SitemapEntry[] {
  const originals = pagePaths.filter((path) => (pages[path].canonicalPath ?? path) === path);
  return [...originals.map((path) => ({ path })), ...collectionItems].toSorted((a, b) =>
    a.path < b.path ? -1 : a.path > b.path ? 1 : 0,
  );
}
