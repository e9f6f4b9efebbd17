import { type Whitepaper, type WhitepaperTopic, whitepaperTopics } from "./whitepaper-types";

export type WhitepaperTopicFilter = "all" | WhitepaperTopic;

const topicLabels: Record<WhitepaperTopic, string> = {
  innovation: "Innovation",
  digital: "Digital",
  sustainability: "Sustainability",
  policy: "Policy",
};

export function whitepaperTopicLabel(topic: WhitepaperTopic): string {
  return topicLabels[topic];
}

export const whitepaperTopicFilters: readonly { value: WhitepaperTopicFilter; label: string }[] = [
  { value: "all", label: "All Topics" },
  ...whitepaperTopics.map((value) => ({ value, label: topicLabels[value] })),
];

export type WhitepaperQuery = { search: string; topic: WhitepaperTopicFilter };

type Searchable = Pick<Whitepaper, "title" | "description" | "topic">;

/** Spec 2 §5: a case-insensitive substring of the title or description, AND the topic or all. */
export function matchesWhitepaper(paper: Searchable, { search, topic }: WhitepaperQuery): boolean {
  if (topic !== "all" && paper.topic !== topic) return false;
  const needle = search.trim().toLowerCase();
  if (needle === "") return true;
  return paper.title.toLowerCase().includes(needle) || paper.description.toLowerCase().includes(needle);
}

export function filterWhitepapers<Paper extends Searchable>(papers: readonly Paper[], query: WhitepaperQuery): Paper[] {
  return papers.filter((paper) => matchesWhitepaper(paper, query));
}

/** The library's order: newest first (a new paper needs no place of its own), then by title. */
export function newestPapersFirst<Paper extends Pick<Whitepaper, "date" | "title">>(papers: readonly Paper[]): Paper[] {
  return papers.toSorted((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}
