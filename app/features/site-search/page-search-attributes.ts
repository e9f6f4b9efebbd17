import type { MetaDescriptor } from "react-router";
import { SECTION_FILTER, isSearchablePage, searchSectionOf, searchWeightOf } from "./search-sections";

/** Whether the page's head keeps it out of search engines (<meta name="robots" content="noindex…">). */
function isNoindex(head: readonly MetaDescriptor[]): boolean {
  return head.some((descriptor) => "name" in descriptor && descriptor.name === "robots" && "content" in descriptor && String(descriptor.content).includes("noindex"));
}

/**
 * The Pagefind attributes of a page's <main>: data-pagefind-body marks the
 * main content as what is indexed (so the header, menus, footer and chat are
 * not, and a page without it is left out of the index altogether), with the
 * page's section as a filter and the weight of its words.
 */
export function pageSearchAttributes(path: string, head: readonly MetaDescriptor[]): Record<string, string> {
  if (!isSearchablePage(path, isNoindex(head))) return {};
  const section = searchSectionOf(path);
  const weight = searchWeightOf(path);
  return {
    "data-pagefind-body": "",
    ...(section ? { "data-pagefind-filter": `${SECTION_FILTER}:${section}` } : {}),
    ...(weight === undefined ? {} : { "data-pagefind-weight": String(weight) }),
  };
}
