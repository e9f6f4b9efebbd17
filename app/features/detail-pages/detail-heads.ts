import type { MetaDescriptor } from "react-router";
import { blogPosts } from "~/content/resources-blog";
import { caseStories } from "~/content/success-stories";
import { blogPostMeta, caseStudyMeta } from "./detail-meta";

// Every item page's <head>, from its list (the item pages' shells, ./item-pages.ts).
// Roles and press releases: pages/job/[slug].astro and pages/press/[slug].astro
// give their entry to jobPostingMeta and pressReleaseMeta (./detail-meta.ts).

/** The kinds of item page, each with its own route. */
export type DetailKind = "blogPost" | "caseStudy";

/** Finds an item of `items` by its id and gives its <head>. */
function headFinder<Item>(items: readonly Item[], idOf: (item: Item) => string, head: (item: Item) => MetaDescriptor[]) {
  return (id: string) => {
    const item = items.find((candidate) => idOf(candidate) === id);
    return item && head(item);
  };
}

const headOf: Record<DetailKind, (id: string) => MetaDescriptor[] | undefined> = {
  blogPost: headFinder(blogPosts, (post) => post.id, blogPostMeta),
  caseStudy: headFinder(caseStories, (story) => story.slug, caseStudyMeta),
};

/** The <head> of item `id` of `kind`, or null when there is no such item. */
export function detailHead(kind: DetailKind, id: string | undefined): MetaDescriptor[] | null {
  return (id !== undefined && headOf[kind](id)) || null;
}
