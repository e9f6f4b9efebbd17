/**
 * The Success Stories Gallery's stories, read from their collection at build
 * time (app/content/success-stories/<id>.yaml), in their order, with the
 * venture's name and logo from its organisation file and the generated cover
 * where no photo is named. Pages only: the gallery island gets the stories as
 * props.
 */
import { getCollection, getEntry } from "astro:content";
import { inOrder } from "~/features/case-stories/entry-order";
import { coverArtPath } from "~/lib/cover-art/cover-paths";
import type { SuccessStory } from "./story-types";

async function readSuccessStories(): Promise<SuccessStory[]> {
  const entries = inOrder(await getCollection("successStories"));
  return Promise.all(
    entries.map(async ({ id, data: { order: _order, image, company, ...story } }): Promise<SuccessStory> => {
      const entry = await getEntry("organisations", company.id);
      if (!entry) throw new Error(`app/content/success-stories/${id}.yaml: company "${company.id}" has no file in app/content/organisations/`);
      const organisation = entry.data;
      return { ...story, id, company: organisation.name, image: image ?? coverArtPath("stories", id), ...(organisation.logo ? { logo: organisation.logo } : {}) };
    }),
  );
}

export const successStories: readonly SuccessStory[] = await readSuccessStories();
