/**
 * The featured case stories as the pages need them, read from their
 * collection at build time (app/content/case-studies/<slug>.yaml), in their
 * order, with the generated cover where no photo is named and the founder
 * quoted as their person file names them. Pages only: components get the
 * stories as props.
 */
import { getCollection, getEntry } from "astro:content";
import { personPosition } from "~/features/people/person-position";
import { coverArtPath } from "~/lib/cover-art/cover-paths";
import { inOrder } from "./entry-order";
import type { CaseStory } from "./case-story-types";

async function readCaseStories(): Promise<CaseStory[]> {
  const entries = inOrder(await getCollection("caseStudies"));
  return Promise.all(
    entries.map(async ({ id, data: { order: _order, image, founderQuote, ...story } }): Promise<CaseStory> => {
      const person = await getEntry("people", founderQuote.author.id);
      if (!person) throw new Error(`app/content/case-studies/${id}.yaml: founderQuote.author "${founderQuote.author.id}" has no file in app/content/people/`);
      const author = person.data;
      return {
        ...story,
        slug: id,
        image: image ?? coverArtPath("case-studies", id),
        founderQuote: {
          quote: founderQuote.quote,
          author: author.name,
          position: personPosition(author),
          ...(author.image ? { image: author.image } : {}),
        },
      };
    }),
  );
}

export const caseStories: readonly CaseStory[] = await readCaseStories();
