import { useEffect, useId, useRef, useState } from "react";
import { loadPagefind } from "./pagefind-loader";
import { searchPageHref, searchStatusMessage } from "./search-messages";
import { SearchForm } from "./search-form";
import { SearchResultsList } from "./search-results-list";
import { useSiteSearch } from "./use-site-search";

/** How many pages the box lists under itself; the /search page has them all. */
const QUICK_RESULTS = 5;

/**
 * The search box of the header's panel and of the not-found page, an island
 * on first use (client:first-use: its code comes when the box is first
 * focused, Pagefind's when it is focused again or typed into). Enter goes to
 * the /search page; typing lists the first pages found under the box, with
 * the count said in a live region.
 */
export default function SiteSearchBox({ focusWhenShown = false, landmarkLabel }: { focusWhenShown?: boolean; landmarkLabel?: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  const { status, answer } = useSiteSearch(query, undefined, QUICK_RESULTS);
  useEffect(() => {
    // What was typed before this code came, and the index's first fetches while the box has focus.
    setQuery(input.current?.value ?? "");
    if (input.current === document.activeElement) void loadPagefind().catch(() => undefined);
  }, []);
  const shown = status.kind !== "idle" && answer !== undefined && query.trim() !== "";
  return (
    <div className="text-left">
      <SearchForm inputId={inputId} landmarkLabel={landmarkLabel} inputRef={input} focusWhenShown={focusWhenShown} onQueryInput={setQuery} onFocus={() => void loadPagefind().catch(() => undefined)} />
      <output aria-live="polite" className="mt-2 block text-sm text-slate-600 empty:hidden">
        {searchStatusMessage(status)}
      </output>
      {shown && answer.hits.length > 0 && (
        <div className="mt-2">
          <SearchResultsList hits={answer.hits} compact />
          {answer.total > answer.hits.length && (
            <a href={searchPageHref(query)} className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
              All {answer.total} results
            </a>
          )}
        </div>
      )}
    </div>
  );
}
