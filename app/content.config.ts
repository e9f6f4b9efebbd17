/**
 * The site's content collections: every word a visitor reads that is not
 * configuration lives in app/content/<collection>/ as Markdown or YAML, and
 * the build checks each entry against its schema. The schemas live in
 * app/content/schemas/, one module per kind of content; this file lists them.
 */
import { peopleCollections } from "./content/schemas/people";
import { blogCollections } from "./content/schemas/blog";
import { eventsCollections } from "./content/schemas/events";
import { careersCollections } from "./content/schemas/careers";
import { pressCollections } from "./content/schemas/press";
import { resourcesCollections } from "./content/schemas/resources";
import { storiesCollections } from "./content/schemas/stories";
import { faqCollections } from "./content/schemas/faq";
import { legalCollections } from "./content/schemas/legal";
import { programmesCollections } from "./content/schemas/programmes";
import { hubsCollections } from "./content/schemas/hubs";
import { audiencesCollections } from "./content/schemas/audiences";
import { ecosystemCollections } from "./content/schemas/ecosystem";
import { portalContactCollections } from "./content/schemas/portal-contact";
import { yourDataCollections } from "./content/schemas/your-data";

export const collections = {
  ...peopleCollections,
  ...blogCollections,
  ...eventsCollections,
  ...careersCollections,
  ...pressCollections,
  ...resourcesCollections,
  ...storiesCollections,
  ...faqCollections,
  ...legalCollections,
  ...programmesCollections,
  ...hubsCollections,
  ...audiencesCollections,
  ...ecosystemCollections,
  ...portalContactCollections,
  ...yourDataCollections,
};
