// Test support: the covered collections as their files hold them (tests cannot read astro:content).
import { readEntries } from "../../../tests/support/content-entries";
import type { CoveredItems } from "./cover-catalogue";

/** The items of the covered collections as their files hold them. */
export function coveredItemsAsWritten(): CoveredItems {
  const entries = (collection: string) => readEntries(collection).map(({ id, data }) => ({ id, ...data }));
  return {
    blogPosts: entries("blog") as unknown as CoveredItems["blogPosts"],
    events: entries("events") as unknown as CoveredItems["events"],
    whitepapers: entries("whitepapers") as unknown as CoveredItems["whitepapers"],
    caseStudies: readEntries("case-studies").map(({ id, data }) => ({ slug: id, title: String(data.title), industry: String(data.industry) })),
    successStories: entries("success-stories") as unknown as CoveredItems["successStories"],
  };
}
