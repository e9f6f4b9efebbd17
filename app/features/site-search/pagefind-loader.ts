import { type PagefindPage, type SearchHit, searchHitOf } from "./search-hits";
import { SECTION_FILTER, type SearchSection } from "./search-sections";

/** Where the build writes the index and its script (app/integrations/pagefind-index.ts). */
const PAGEFIND_SCRIPT = "/pagefind/pagefind.js";

/** The part of Pagefind's JS API the site uses (pagefind.js, an ES module written by the build). */
type PagefindModule = {
  options(options: { excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  preload(term: string): Promise<void>;
  search(
    term: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{
    results: { id: string; data: () => Promise<PagefindPage> }[];
    unfilteredResultCount: number;
    totalFilters: Record<string, Record<string, number>>;
  } | null>;
};

/** The words an excerpt holds around the match. */
const EXCERPT_WORDS = 24;

let loading: Promise<PagefindModule> | undefined;

/**
 * Pagefind's script, its WebAssembly and the index's entry, fetched on the
 * first call only: a search box loads nothing until it is used.
 */
export function loadPagefind(): Promise<PagefindModule> {
  loading ??= (async () => {
    // A URL of the built site, not a module of the bundle (it does not exist before the build's last step).
    const pagefind = (await import(/* @vite-ignore */ PAGEFIND_SCRIPT)) as PagefindModule;
    await pagefind.options({ excerptLength: EXCERPT_WORDS });
    await pagefind.init();
    return pagefind;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

export type SiteSearchAnswer = {
  /** The pages found, best first (at most as many as asked for). */
  hits: SearchHit[];
  /** How many pages match in the section asked for (or in all). */
  total: number;
  /** How many pages match in each section, whichever section is asked for. */
  sectionCounts: Partial<Record<SearchSection, number>>;
};

/** The pages matching a query, in one section or in all, with the first `limit` of them read. */
export async function searchSite(query: string, section: SearchSection | undefined, limit: number): Promise<SiteSearchAnswer> {
  const pagefind = await loadPagefind();
  const answer = await pagefind.search(query, section ? { filters: { [SECTION_FILTER]: section } } : {});
  if (!answer) return { hits: [], total: 0, sectionCounts: {} };
  const pages = await Promise.all(answer.results.slice(0, limit).map((result) => result.data()));
  return {
    hits: pages.map(searchHitOf),
    total: answer.results.length,
    sectionCounts: answer.totalFilters[SECTION_FILTER] ?? {},
  };
}
