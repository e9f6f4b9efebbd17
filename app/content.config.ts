/**
 * The site's content collections: every word a visitor reads that is not
 * configuration lives in app/content/<collection>/ as Markdown or YAML, and
 * the build checks each entry against its schema. The schemas live in
 * app/content/schemas/, one module per kind of content; this file lists them.
 */
import { peopleCollections } from "./content/schemas/people";

export const collections = {
  ...peopleCollections,
};
