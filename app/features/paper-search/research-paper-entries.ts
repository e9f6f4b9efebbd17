/**
 * The Research Papers Repository's papers, read from their collection at
 * build time (app/content/research-papers/<id>.yaml), newest first, with the
 * author's name from their person file and Download Paper leading to the
 * contact form with the paper named. Pages only: the search island gets the
 * papers as props.
 */
import { getCollection, getEntry } from "astro:content";
import { researchPaperOf } from "./research-paper";
import type { ResearchPaper } from "./paper-types";

async function readResearchPapers(): Promise<ResearchPaper[]> {
  const papers = await Promise.all(
    (await getCollection("researchPapers")).map(async ({ id, data }) => {
      const author = await getEntry("people", data.author.id);
      if (!author) throw new Error(`app/content/research-papers/${id}.yaml: author "${data.author.id}" has no file in app/content/people/`);
      return researchPaperOf(id, { ...data, author: author.data.name });
    }),
  );
  return papers.toSorted((a, b) => b.publishDate.localeCompare(a.publishDate) || a.title.localeCompare(b.title));
}

export const researchPapers: readonly ResearchPaper[] = await readResearchPapers();
