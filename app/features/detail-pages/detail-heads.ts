import type { MetaDescriptor } from "react-router";
import { caseStorySummaries } from "~/content/case-story-summaries";
import { jobOpeningSummaries } from "~/content/careers-job-summaries";
import { pressReleaseSummaries } from "~/content/press-release-summaries";
import { blogPostSummaries } from "~/content/resources-blog-summaries";
import { blogPostMeta, caseStudyMeta, jobPostingMeta, pressReleaseMeta } from "./detail-meta";

// Every item page's <head>, from the lists' summaries: a module of its own,
// loaded by prerendering and by a client-side navigation to an item page
// (detail-head.ts), never by an item page's first load.

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
  blogPost: headFinder(blogPostSummaries, (post) => post.id, blogPostMeta),
  job: headFinder(jobOpeningSummaries, (job) => job.slug, jobPostingMeta),
  caseStudy: headFinder(caseStorySummaries, (story) => story.slug, caseStudyMeta),
  pressRelease: headFinder(pressReleaseSummaries, (release) => release.slug, pressReleaseMeta),
};

/** The <head> of item `id` of `kind`, or null when there is no such item. */
export function detailHead(kind: DetailKind, id: string | undefined): MetaDescriptor[] | null {
  return (id !== undefined && headOf[kind](id)) || null;
}
