import { detailPagePaths } from "~/config/detail-paths";
import { type PageTitle, pagePaths, pageTitles } from "~/config/page-titles";

/**
 * The pages the sitemap lists, from the page registry and the item pages of
 * the parameterised routes: the list the React Router build prerenders, less
 * a page that names another as canonical (a duplicate: only the original is
 * listed). The not-found page and the staff pages are not in the registry.
 */
export function sitemapPaths(): string[] {
  const originals = pagePaths.filter((path) => {
    const title: PageTitle = pageTitles[path];
    return (title.canonicalPath ?? path) === path;
  });
  return [...originals, ...detailPagePaths()].sort();
}
