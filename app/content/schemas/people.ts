/**
 * People and organisations: the records other collections refer to by id (a
 * post's author, an event's speaker, a partner's logo). One YAML file each:
 * app/content/people/<id>.yaml, app/content/organisations/<id>.yaml, the id
 * being the file name (the name in lower case with hyphens, no honorifics:
 * "priya-venkataraman").
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineCollection, reference } from "astro:content";
import { glob } from "astro/loaders";
import { z } from "astro/zod";
import { photoFile } from "./fields";

const person = z.strictObject({
  /** As it is printed, honorific included ("Dr. Ananya Krishnan"). */
  name: z.string().min(1),
  /** The title they hold ("Chief Operating Officer"). */
  role: z.string().min(1),
  /** Where they hold it ("Ankur", "Saptarishi Ventures"); shown after the role on bylines and speaker lists. */
  organisation: z.string().min(1).optional(),
  bio: z.string().min(1).optional(),
  /** A photo file in app/assets/photos/; without one an illustrated portrait drawn from the name is shown. */
  image: photoFile.optional(),
  /** Areas a mentor advises on. */
  expertise: z.array(z.string().min(1)).optional(),
  /** A mentor's average rating from founders, out of 5, as published. */
  rating: z.number().min(0).max(5).optional(),
  /** How many founder reviews the rating is drawn from. */
  reviewCount: z.number().int().nonnegative().optional(),
});

const organisation = z.strictObject({
  name: z.string().min(1),
  /** A logo file in app/assets/photos/; without one a mark drawn from the name is shown. */
  logo: photoFile.optional(),
  website: z.url({ protocol: /^https$/, error: "must be an https:// address" }).optional(),
  description: z.string().min(1).optional(),
});

export const peopleCollections = {
  people: defineCollection({ loader: glob({ pattern: "*.yaml", base: "./app/content/people" }), schema: person }),
  organisations: defineCollection({ loader: glob({ pattern: "*.yaml", base: "./app/content/organisations" }), schema: organisation }),
};

const contentFolder = fileURLToPath(new URL("../", import.meta.url));

/** A reference that fails the build when its entry's file is missing (Astro's own reference() only logs it). */
function referenceTo(collection: "people" | "organisations") {
  return z
    .string()
    .refine((id) => existsSync(`${contentFolder}${collection}/${id}.yaml`), {
      error: (issue) => `refers to "${String(issue.input)}", but app/content/${collection}/${String(issue.input)}.yaml does not exist`,
    })
    .pipe(reference(collection));
}

/** A person by id: the file name in app/content/people/ without .yaml. */
export const personReference = referenceTo("people");
/** An organisation by id: the file name in app/content/organisations/ without .yaml. */
export const organisationReference = referenceTo("organisations");
