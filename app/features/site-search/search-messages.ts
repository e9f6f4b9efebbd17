import type { SearchSection } from "./search-sections";

/** What the search is doing, as the live region says it. */
export type SearchStatus =
  | { kind: "idle" }
  | { kind: "searching" }
  | { kind: "found"; query: string; total: number; section?: SearchSection }
  | { kind: "failed" };

/** The live region's sentence: the count of pages found, said once a search has answered. */
export function searchStatusMessage(status: SearchStatus): string {
  switch (status.kind) {
    case "idle":
      return "";
    case "searching":
      return "Searching…";
    case "failed":
      return "Search could not load. Check your connection and try again.";
    case "found": {
      const where = status.section ? ` in ${status.section}` : "";
      if (status.total === 0) return `No pages match “${status.query}”${where}.`;
      return `${status.total} ${status.total === 1 ? "page matches" : "pages match"} “${status.query}”${where}.`;
    }
  }
}

/** The /search page's address for a query and a section: what the form would send, so it can be shared. */
export function searchPageHref(query: string, section?: SearchSection): string {
  const params = new URLSearchParams();
  if (query.trim()) params.set("q", query.trim());
  if (section) params.set("section", section);
  const search = params.toString();
  return search ? `/search?${search}` : "/search";
}
