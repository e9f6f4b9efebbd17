// Test support: the case stories as their files hold them, shaped as the pages
// get them (case-study-entries.ts does this at build time from astro:content,
// which Vitest and Playwright cannot read).
import { readEntries } from "../../../tests/support/content-entries";
import { personPosition } from "../people/person-position";
import { coverArtPath } from "../../lib/cover-art/cover-paths";
import type { CaseStory } from "./case-story-types";

/** Every case story of app/content/case-studies/, in its order, the founder quoted as their person file names them. */
export function caseStoriesAsWritten(): CaseStory[] {
  const people = new Map(readEntries("people").map(({ id, data }) => [id, data as { name: string; role: string; organisation?: string; image?: string }]));
  return readEntries("case-studies")
    .map(({ id, data }) => ({ id, data: data as Omit<CaseStory, "slug" | "image" | "founderQuote"> & { order: number; image?: string; founderQuote: { quote: string; author: string } } }))
    .toSorted((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id))
    .map(({ id, data: { order: _order, image, founderQuote, ...story } }) => {
      const author = people.get(founderQuote.author);
      if (!author) throw new Error(`app/content/case-studies/${id}.yaml: no person ${founderQuote.author}`);
      return {
        ...story,
        slug: id,
        image: image ?? coverArtPath("case-studies", id),
        founderQuote: { quote: founderQuote.quote, author: author.name, position: personPosition(author), ...(author.image ? { image: author.image } : {}) },
      };
    });
}
