import { type ResearchCategory, type ResearchPaper, researchCategories } from "./paper-types";

export type PaperCategoryFilter = "All" | ResearchCategory;

/** The repository's category chips; All is the default (spec 2 §4). */
export const paperCategoryFilters: readonly PaperCategoryFilter[] = ["All", ...researchCategories];

export type PaperQuery = { search: string; category: PaperCategoryFilter };

export const emptyPaperQuery: PaperQuery = { search: "", category: "All" };

type Searchable = Pick<ResearchPaper, "title" | "abstract" | "category">;

/**
 * Spec 2 §5: a case-insensitive substring of the title or the abstract (not
 * the author or keywords), AND the category exactly unless All.
 */
export function matchesPaper(paper: Searchable, { search, category }: PaperQuery): boolean {
  if (category !== "All" && paper.category !== category) return false;
  const needle = search.trim().toLowerCase();
  if (needle === "") return true;
  return paper.title.toLowerCase().includes(needle) || paper.abstract.toLowerCase().includes(needle);
}

export function filterPapers<Paper extends Searchable>(papers: readonly Paper[], query: PaperQuery): Paper[] {
  return papers.filter((paper) => matchesPaper(paper, query));
}
