import { detailPagePaths } from "~/config/detail-paths";
import { pagePaths, pages } from "~/config/pages";

/**
 * The pages the sitemap lists, from the page registry and the item pages of
 * the parameterised routes, less a page that names another as canonical (a duplicate: only the original is
 * listed). The not-found page and the staff pages are not in the registry.
 */
export function sitemapPaths(): string[] {
  const originals = pagePaths.filter((path) => (pages[path].canonicalPath ?? path) === path);
  return [...originals, ...detailPagePaths()].sort();
}
