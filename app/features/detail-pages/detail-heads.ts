import type { MetaDescriptor } from "react-router";
import { jobOpenings } from "~/content/careers";
import { pressReleases } from "~/content/press";
import { blogPosts } from "~/content/resources-blog";
import { caseStories } from "~/content/success-stories";
import { blogPostMeta, caseStudyMeta, jobPostingMeta, pressReleaseMeta } from "./detail-meta";

// Every item page's <head>, from its list (the item pages' shells, ./item-pages.ts).

/** The kinds of item page, each with its own route. */
export type DetailKind = "blogPost" | "job" | "caseStudy" | "pressRelease";

/** Finds an item of `items` by its id and gives its <head>. */
function headFinder<Item>(items: readonly Item[], idOf: (item: Item) => string, head: (item: Item) => MetaDescriptor[]) {
  return (id: string) => {
    const item = items.find((candidate) => idOf(candidate) === id);
    return item && head(item);
  };
}

const headOf: Record<DetailKind, (id: string) => MetaDescriptor[] | undefined> = {
  blogPost: headFinder(blogPosts, (post) => post.id, blogPostMeta),
  job: headFinder(jobOpenings, (job) => job.slug, jobPostingMeta),
  caseStudy: headFinder(caseStories, (story) => story.slug, caseStudyMeta),
  pressRelease: headFinder(pressReleases, (release) => release.slug, pressReleaseMeta),
};

/** The <head> of item `id` of `kind`, or null when there is no such item. */
export function detailHead(kind: DetailKind, id: string | undefined): MetaDescriptor[] | null {
  return (id !== undefined && headOf[kind](id)) || null;
}
