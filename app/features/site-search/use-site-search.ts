import { useEffect, useState } from "react";
import { type SiteSearchAnswer, searchSite } from "./pagefind-loader";
import type { SearchStatus } from "./search-messages";
import type { SearchSection } from "./search-sections";

/** A pause in typing before the index is asked (Pagefind answers in milliseconds; this spares the fetches of each keystroke). */
const TYPING_PAUSE_MS = 120;

export type SiteSearchState = { status: SearchStatus; answer?: SiteSearchAnswer };

/** An answer, with the question it answers. */
type Answered = SiteSearchState & { term: string; section?: SearchSection; limit: number };

/**
 * The answer to a query as it is typed: the last answer stays on screen
 * while the next is fetched, and an answer that comes after a newer query
 * was asked is dropped.
 */
export function useSiteSearch(query: string, section: SearchSection | undefined, limit: number): SiteSearchState {
  const [answered, setAnswered] = useState<Answered | undefined>(undefined);
  const term = query.trim();
  useEffect(() => {
    if (!term) return;
    let current = true;
    const timer = setTimeout(() => {
      searchSite(term, section, limit).then(
        (answer) => current && setAnswered({ term, section, limit, status: { kind: "found", query: term, total: answer.total, section }, answer }),
        () => current && setAnswered({ term, section, limit, status: { kind: "failed" } }),
      );
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [term, section, limit]);
  if (!term) return { status: { kind: "idle" } };
  const upToDate = answered?.term === term && answered.section === section && answered.limit === limit;
  return upToDate ? answered : { status: { kind: "searching" }, answer: answered?.answer };
}
