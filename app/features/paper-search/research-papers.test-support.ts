// Test support: the repository's papers as their files hold them, shaped as the
// page gets them (research-paper-entries.ts does this at build time from
// astro:content, which Vitest cannot read).
import { readEntries } from "../../../tests/support/content-entries";
import { researchPaperOf } from "./research-paper";
import type { ResearchPaper } from "./paper-types";

/** Every paper of app/content/research-papers/, newest first, its author's name from their person file. */
export function researchPapersAsWritten(): ResearchPaper[] {
  const names = new Map(readEntries("people").map(({ id, data }) => [id, String(data.name)]));
  return readEntries("research-papers")
    .map(({ id, data }) => {
      const paper = data as Omit<ResearchPaper, "id" | "downloadUrl" | "author"> & { author: string };
      return researchPaperOf(id, { ...paper, author: names.get(paper.author) ?? `no person ${paper.author}` });
    })
    .toSorted((a, b) => b.publishDate.localeCompare(a.publishDate) || a.title.localeCompare(b.title));
}
