import { type FormEvent, useEffect, useRef, useState } from "react";
import { FilterChips } from "~/components/filter-chips";
import { loadPagefind } from "./pagefind-loader";
import { searchPageHref, searchStatusMessage } from "./search-messages";
import { SearchForm } from "./search-form";
import { SearchResultsList } from "./search-results-list";
import { SEARCH_SECTIONS, SECTION_HOMES, type SearchSection, searchSectionNamed } from "./search-sections";
import { useSiteSearch } from "./use-site-search";

/** The pages listed at first, and how many more each "Show more" adds. */
const PAGE_SIZE = 20;
const ALL = "All";
type Chip = typeof ALL | SearchSection;
const CHIPS: readonly Chip[] = [ALL, ...SEARCH_SECTIONS];

/** The query and section of the page's address (/search?q=…&section=…). */
function addressQuery(): { query: string; section?: SearchSection } {
  const params = new URLSearchParams(window.location.search);
  return { query: params.get("q") ?? "", section: searchSectionNamed(params.get("section")) };
}

/**
 * The /search page's results (client:load): the GET form's answer page. The
 * query comes from the address (?q=), results come from the index in the
 * browser (Pagefind has no server side), narrowed by section with the chips,
 * the count said in a live region. Where scripting is off, the page says
 * that search needs it and offers each section's own list instead.
 */
export default function SiteSearchPage() {
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  const [section, setSection] = useState<SearchSection | undefined>(undefined);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const { status, answer } = useSiteSearch(query, section, limit);

  useEffect(() => {
    const fromAddress = addressQuery();
    const typed = input.current?.value ?? "";
    if (input.current && !typed) input.current.value = fromAddress.query;
    setQuery(typed || fromAddress.query);
    setSection(fromAddress.section);
  }, []);

  // The address follows what is shown, so a search can be shared or reloaded.
  const show = (next: { query?: string; section?: SearchSection }) => {
    const nextQuery = next.query ?? query;
    setQuery(nextQuery);
    setSection(next.section);
    setLimit(PAGE_SIZE);
    window.history.replaceState(null, "", searchPageHref(nextQuery, next.section));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    show({ query: input.current?.value ?? "", section });
  };
  const chips = CHIPS.map((value) => {
    const count = value === ALL ? undefined : answer?.sectionCounts[value];
    return { value, label: count === undefined ? value : `${value} (${count})` };
  });
  const searched = query.trim() !== "";

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <SearchForm inputId="search-page-query" inputRef={input} onSubmit={submit} onQueryInput={(value) => show({ query: value, section })} onFocus={() => void loadPagefind().catch(() => undefined)} />
      <div className="mt-6 hidden rounded-2xl border border-amber-300 bg-amber-50 p-5 text-slate-800 noscript:block">
        <p className="font-semibold">Search needs JavaScript, which is turned off in this browser.</p>
        <p className="mt-2">The search index is read by your browser (there is no search server), so without JavaScript no results can be shown. Each section lists its own pages:</p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {SEARCH_SECTIONS.map((name) => (
            <li key={name}>
              <a href={SECTION_HOMES[name]} className="inline-block rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-medium text-brand-700 hover:border-brand-600">
                {name}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className="noscript:hidden">
        {searched && (
          <div className="mt-6">
            <FilterChips<Chip> label="Show results from" options={chips} value={section ?? ALL} onChange={(value) => show({ section: value === ALL ? undefined : value })} />
          </div>
        )}
        <output aria-live="polite" className="mt-6 block font-medium text-slate-800 empty:hidden">
          {searchStatusMessage(status)}
        </output>
        {searched && answer && answer.hits.length > 0 && (
          <div className="mt-6">
            <SearchResultsList hits={answer.hits} />
            {answer.total > answer.hits.length && (
              <button type="button" onClick={() => setLimit((shown) => shown + PAGE_SIZE)} className="btn btn-secondary mt-8">
                Show more results
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
