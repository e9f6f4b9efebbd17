import { useEffect, useId, useRef, useState } from "react";
import { Badge } from "~/components/badge";
import { CoverArt } from "~/components/cover-art";
import { EmptyResults } from "~/components/empty-results";
import { FilterChips } from "~/components/filter-chips";
import { Icon } from "~/components/icon";
import { Reveal } from "~/components/reveal";
import type { Whitepaper } from "./whitepaper-types";
import { formatIndianNumber, formatLongDate } from "~/lib/display-format";
import { useInputBeforeHydration } from "~/lib/use-input-before-hydration";
import { formatCitation } from "./citation";
import { copyText } from "./copy-text";
import { type WhitepaperQuery, filterWhitepapers, whitepaperTopicFilters, whitepaperTopicLabel } from "./filter-whitepapers";
import { LoginRequiredModal } from "./login-required-modal";
import { WhitepaperDownload } from "./whitepaper-download";

/** How long "Citation copied" stays on screen. */
const COPY_CONFIRMATION_MS = 4000;

const everything: WhitepaperQuery = { search: "", topic: "all" };

type CopyState = { id: string; ok: boolean } | null;

/** Whitepapers: search on title and description AND a topic; copy a citation; download after login. */
export function WhitepaperBrowser({ papers }: { papers: readonly Whitepaper[] }) {
  const [query, setQuery] = useState<WhitepaperQuery>(everything);
  const [copied, setCopied] = useState<CopyState>(null);
  const [downloading, setDownloading] = useState<Whitepaper | null>(null);
  const shown = filterWhitepapers(papers, query);
  const searchId = useId();
  const searchField = useRef<HTMLInputElement>(null);
  // Words typed before the island hydrated search from the start.
  useInputBeforeHydration(searchField, (field) => {
    if (field.value !== query.search) setQuery({ ...query, search: field.value });
  });

  useEffect(() => {
    if (!copied?.ok) return;
    const timer = window.setTimeout(() => setCopied(null), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async (paper: Whitepaper) => {
    setCopied({ id: paper.id, ok: await copyText(formatCitation(paper)) });
  };

  return (
    <div className="flex flex-col gap-6">
      <search className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <div className="relative w-full lg:max-w-md">
          <label htmlFor={searchId} className="sr-only">
            Search whitepapers by title or description
          </label>
          <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
          <input
            id={searchId}
            ref={searchField}
            type="search"
            placeholder="Search whitepapers..."
            value={query.search}
            onChange={(e) => setQuery({ ...query, search: e.target.value })}
            className="w-full rounded-lg border border-slate-300 py-2.5 pr-3 pl-10 focus:border-brand-600 focus:ring-2 focus:ring-brand-500/40 focus:outline-none"
          />
        </div>
        <FilterChips label="Filter whitepapers by topic" options={whitepaperTopicFilters} value={query.topic} onChange={(topic) => setQuery({ ...query, topic })} />
      </search>
      <output className="block text-sm text-slate-600">
        {shown.length === papers.length ? `Showing all ${papers.length} whitepapers` : `${shown.length} of ${papers.length} whitepapers match`}
      </output>
      {shown.length > 0 ? (
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((paper, i) => (
            <Reveal as="li" index={i} key={paper.id} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
              <CoverArt image={paper.image} className="h-36" />
              <article className="flex flex-1 flex-col gap-3 p-6">
                <div>
                  <Badge tone="violet">{whitepaperTopicLabel(paper.topic)}</Badge>
                </div>
                <h3 className="text-lg font-semibold text-balance">{paper.title}</h3>
                <p className="text-sm text-slate-600">
                  {paper.author} · <time dateTime={paper.date}>{formatLongDate(paper.date)}</time>
                </p>
                <p className="text-slate-600">{paper.description}</p>
                <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-slate-600">
                  <Fact term="Pages" value={String(paper.pages)} />
                  <Fact term="File size" value={paper.fileSize} />
                  <Fact term="Citations" value={formatIndianNumber(paper.citations)} />
                  <Fact term="Downloads" value={formatIndianNumber(paper.downloads)} />
                </dl>
                <div className="mt-auto flex flex-wrap items-center gap-3 pt-2">
                  <button type="button" className="btn btn-secondary" onClick={() => void copy(paper)}>
                    <Icon name={copied?.id === paper.id && copied.ok ? "clipboard-check" : "copy"} className="size-4" />
                    Copy Citation
                    <span className="sr-only">: {paper.title}</span>
                  </button>
                  <WhitepaperDownload paper={paper} onOpen={() => setDownloading(paper)} />
                </div>
                <output className="block text-sm font-medium">
                  {copied?.id === paper.id &&
                    (copied.ok ? (
                      <span className="text-emerald-700">Citation copied to the clipboard.</span>
                    ) : (
                      <span className="text-slate-700">
                        Your browser did not allow copying. Select the citation to copy it:{" "}
                        <span className="font-normal select-all">{formatCitation(paper)}</span>
                      </span>
                    ))}
                </output>
              </article>
            </Reveal>
          ))}
        </ul>
      ) : (
        <EmptyResults message="No whitepapers match your search. Try other words or another topic." onReset={() => setQuery(everything)} />
      )}
      <LoginRequiredModal paper={downloading && { id: downloading.id, title: downloading.title }} onClose={() => setDownloading(null)} />
    </div>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex gap-1">
      <dt>{term}:</dt>
      <dd className="font-medium text-slate-800">{value}</dd>
    </div>
  );
}
