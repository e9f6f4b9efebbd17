import type { MetaDescriptor } from "react-router";
import { blogPosts } from "~/content/resources-blog";
import { caseStories } from "~/content/success-stories";
import { type DetailKind, detailHead } from "./detail-heads";

// The item pages (blog posts, case studies; roles and press releases build
// theirs from their collections): one page
// per item of the content lists (the same paths as config/detail-paths.ts),
// each with the <head> detail-heads.ts builds.

/** The ids of each kind's items, the last segment of their pages' URLs. */
const itemIds: Readonly<Record<DetailKind, () => string[]>> = {
  blogPost: () => blogPosts.map((post) => post.id),
  caseStudy: () => caseStories.map((story) => story.slug),
};

/** An item page's getStaticPaths: one page per item of `kind`, its id as the route parameter `param`. */
export function itemPagePaths<Param extends string>(kind: DetailKind, param: Param): { params: Record<Param, string> }[] {
  return itemIds[kind]().map((id) => ({ params: { [param]: id } as Record<Param, string> }));
}

/** The <head> of item `id` of `kind`; an id with no item fails the build rather than render a page without one. */
export function itemPageHead(kind: DetailKind, id: string | undefined): MetaDescriptor[] {
  const head = detailHead(kind, id);
  if (!head) throw new Error(`No ${kind} item "${id}": its page has no <head>`);
  return head;
}
