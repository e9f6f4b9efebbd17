/**
 * What the site search indexes and how: the section a page is filed under
 * (the /search page's filter chips), the pages left out, and the pages whose
 * words count for less. Read by the standard layout from the page's path, so
 * a new page is indexed, filed and weighted without being listed here.
 */

/** The sections a search can be narrowed to, in the order the chips show them. */
export const SEARCH_SECTIONS = ["Blog", "Events", "Programmes", "Careers", "Press", "Help"] as const;

export type SearchSection = (typeof SEARCH_SECTIONS)[number];

/** The Pagefind filter the sections are written under (data-pagefind-filter). */
export const SECTION_FILTER = "section";

/** A path and every path below it: "/press" holds "/press" and "/press/archive", not "/pressure". */
function within(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

const SECTION_PREFIXES: readonly (readonly [SearchSection, readonly string[]])[] = [
  ["Blog", ["/resources/blog", "/blog"]],
  ["Events", ["/resources/events"]],
  ["Programmes", ["/programs", "/solutions-services"]],
  ["Careers", ["/careers", "/job"]],
  ["Press", ["/press"]],
  ["Help", ["/faq", "/legal", "/contact", "/contact-get-involved"]],
];

/** The section a page belongs to, if any (the home page, About Us and the like belong to none and show under "All"). */
export function searchSectionOf(path: string): SearchSection | undefined {
  return SECTION_PREFIXES.find(([, prefixes]) => prefixes.some((prefix) => within(path, prefix)))?.[0];
}

/**
 * Pages that are no answer to a search: sign-in and the staff pages, the
 * answers to a form (thanks, the newsletter's one-visitor pages), the request
 * and registration pages of a single item (they repeat the item's list) and
 * the search page itself. Pages kept out of search engines (noindex: the 404,
 * a form's own page, a form post's answer) are left out too.
 */
const EXCLUDED_PREFIXES = ["/admin", "/login", "/search", "/thanks", "/newsletter", "/forms"];
const EXCLUDED_PATTERNS = [/^\/resources\/[^/]+\/[^/]+\/(request|register)$/];

export function isSearchablePage(path: string, noindex: boolean): boolean {
  if (noindex) return false;
  if (EXCLUDED_PREFIXES.some((prefix) => within(path, prefix))) return false;
  return !EXCLUDED_PATTERNS.some((pattern) => pattern.test(path));
}

/**
 * Legal boilerplate mentions every word a visitor might look for (data,
 * startup, programme…) many times over; its words count for a fifth of a
 * page's (Pagefind's data-pagefind-weight, 1 by default), so it comes up when
 * it is what was asked for and does not bury the pages that are.
 */
export const LEGAL_WEIGHT = 0.2;

export function searchWeightOf(path: string): number | undefined {
  return within(path, "/legal") ? LEGAL_WEIGHT : undefined;
}

/** Where each section's own list lives: the way on when search cannot run (no JavaScript). */
export const SECTION_HOMES: Readonly<Record<SearchSection, string>> = {
  Blog: "/resources/blog",
  Events: "/resources/events",
  Programmes: "/programs",
  Careers: "/careers",
  Press: "/press",
  Help: "/faq",
};

/** The section named in a URL parameter, if it is one of the sections. */
export function searchSectionNamed(value: string | null): SearchSection | undefined {
  return SEARCH_SECTIONS.find((section) => section === value);
}
