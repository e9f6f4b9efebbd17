import { useId, useRef, useState } from "react";
import { Badge } from "~/components/badge";
import { DetailCard, DetailGrid } from "~/components/detail-card";
import { EmptyResults } from "~/components/empty-results";
import { FilterChips, chipOptions } from "~/components/filter-chips";
import { Icon } from "~/components/icon";
import type { ResearchPaper } from "./paper-types";
import { formatLongDate } from "~/lib/display-format";
import { useInputBeforeHydration } from "~/lib/use-input-before-hydration";
import { type PaperQuery, emptyPaperQuery, filterPapers, paperCategoryFilters } from "./filter-papers";

/** The Research Papers Repository: search on title or abstract AND a category chip. */
export function PaperSearch({ papers }: { papers: readonly ResearchPaper[] }) {
  const [query, setQuery] = useState<PaperQuery>(emptyPaperQuery);
  const shown = filterPapers(papers, query);
  const searchId = useId();
  const searchField = useRef<HTMLInputElement>(null);
  // Words typed before the island hydrated search from the start.
  useInputBeforeHydration(searchField, (field) => {
    if (field.value !== query.search) setQuery({ ...query, search: field.value });
  });
  return (
    <div className="flex flex-col gap-6">
      <search className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <div className="relative w-full lg:max-w-md">
          <label htmlFor={searchId} className="sr-only">
            Search papers by title or abstract
          </label>
          <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
          <input
            id={searchId}
            ref={searchField}
            type="search"
            placeholder="Search papers..."
            value={query.search}
            onChange={(e) => setQuery({ ...query, search: e.target.value })}
            className="w-full rounded-lg border border-slate-300 py-2.5 pr-3 pl-10 focus:border-brand-600 focus:ring-2 focus:ring-brand-500/40 focus:outline-none"
          />
        </div>
        <FilterChips label="Filter papers by category" options={chipOptions(paperCategoryFilters)} value={query.category} onChange={(category) => setQuery({ ...query, category })} />
      </search>
      <output className="block text-sm text-slate-600">
        {shown.length === papers.length ? `Showing all ${papers.length} papers` : `${shown.length} of ${papers.length} papers match`}
      </output>
      {shown.length > 0 ? (
        <DetailGrid columns={2}>
          {shown.map((paper, i) => (
            <DetailCard
              key={paper.id}
              index={i}
              title={paper.title}
              description={paper.abstract}
              badges={<Badge tone="violet">{paper.category}</Badge>}
              meta={[
                { icon: "user", text: `${paper.author}, ${paper.institution}`, label: "Author" },
                { icon: "calendar", text: formatLongDate(paper.publishDate), label: "Published" },
                { icon: "quote", text: `${paper.citations} citations` },
              ]}
              tags={paper.keywords}
              action={{ label: "Download Paper", to: paper.downloadUrl, icon: "download" }}
            />
          ))}
        </DetailGrid>
      ) : (
        <EmptyResults message="No papers match your search. Try other words or another category." onReset={() => setQuery(emptyPaperQuery)} />
      )}
    </div>
  );
}
