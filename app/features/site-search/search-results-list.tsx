import type { SearchHit } from "./search-hits";

/** The pages found: each a link (its title) with the excerpt, the matched words marked. */
export function SearchResultsList({ hits, compact = false }: { hits: readonly SearchHit[]; compact?: boolean }) {
  return (
    <ol aria-label="Search results" className={compact ? "divide-y divide-slate-100" : "space-y-6"}>
      {hits.map((hit) => (
        <li key={hit.path} className={compact ? "py-2" : ""}>
          <a href={hit.path} className={`font-semibold text-brand-700 underline-offset-2 hover:underline ${compact ? "text-sm" : "text-lg"}`}>
            {hit.title}
          </a>
          {!compact && <p className="mt-0.5 text-xs text-slate-500">{hit.path}</p>}
          <p className={`text-slate-700 ${compact ? "mt-0.5 line-clamp-2 text-xs" : "mt-1 text-sm"}`}>
            {hit.excerpt.map((part, index) =>
              part.marked ? (
                <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-slate-900">
                  {part.text}
                </mark>
              ) : (
                part.text
              ),
            )}
          </p>
        </li>
      ))}
    </ol>
  );
}
