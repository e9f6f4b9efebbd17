/**
 * The whitepapers as the pages need them, read from their collection at build
 * time (app/content/whitepapers/<id>.yaml): the author's name from their
 * person file, the generated cover where no photo is named, newest first.
 * Pages only: islands get the papers as props.
 */
import { getCollection, getEntry } from "astro:content";
import { coverArtPath } from "~/lib/cover-art/cover-paths";
import { newestPapersFirst } from "./filter-whitepapers";
import type { Whitepaper } from "./whitepaper-types";

async function readWhitepapers(): Promise<Whitepaper[]> {
  const entries = await getCollection("whitepapers");
  const papers = await Promise.all(
    entries.map(async ({ id, data }): Promise<Whitepaper> => {
      const author = await getEntry("people", data.author.id);
      if (!author) throw new Error(`app/content/whitepapers/${id}.yaml: author "${data.author.id}" has no file in app/content/people/`);
      return { ...data, id, image: data.image ?? coverArtPath("whitepapers", id), author: author.data.name };
    }),
  );
  return newestPapersFirst(papers);
}

export const whitepapers: readonly Whitepaper[] = await readWhitepapers();
