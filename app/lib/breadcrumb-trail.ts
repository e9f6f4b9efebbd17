import { type PagePath, isPagePath, pages } from "~/config/pages";

export type Crumb = { name: string; path: string };

/**
 * Home, then every registered page above this one, then the page itself:
 * "/contact-get-involved/partner-apply" gives Home / Contact & Get Involved /
 * Partner Application.
 */
export function breadcrumbTrail(path: PagePath): Crumb[] {
  const trail: Crumb[] = [{ name: pages["/"].name, path: "/" }];
  const segments = path.split("/").filter(Boolean);
  for (let i = 1; i <= segments.length; i++) {
    const ancestor = `/${segments.slice(0, i).join("/")}`;
    if (isPagePath(ancestor)) trail.push({ name: pages[ancestor].name, path: ancestor });
  }
  return trail;
}
