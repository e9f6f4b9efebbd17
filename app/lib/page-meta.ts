import type { MetaDescriptor } from "react-router";
import { type PagePath, pages } from "~/config/pages";
import { site } from "~/config/site";

/** <title> and meta description for a registered page, from the page registry. */
export function pageMeta(path: PagePath): MetaDescriptor[] {
  const page = pages[path];
  const title = path === "/" ? `${site.name} | ${page.title}` : `${page.title} | ${site.name}`;
  return [{ title }, { name: "description", content: page.description }];
}
