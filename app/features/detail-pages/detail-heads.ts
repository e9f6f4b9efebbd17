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

const headOf: Record<DetailKind, (id: string) => MetaDescriptor[] | undefined> = {
  blogPost(id) {
    const post = blogPostSummaries.find((summary) => summary.id === id);
    return post && blogPostMeta(post);
  },
  job(slug) {
    const job = jobOpeningSummaries.find((summary) => summary.slug === slug);
    return job && jobPostingMeta(job);
  },
  caseStudy(slug) {
    const story = caseStorySummaries.find((summary) => summary.slug === slug);
    return story && caseStudyMeta(story);
  },
  pressRelease(slug) {
    const release = pressReleaseSummaries.find((summary) => summary.slug === slug);
    return release && pressReleaseMeta(release);
  },
};

/** The <head> of item `id` of `kind`, or null when there is no such item. */
export function detailHead(kind: DetailKind, id: string | undefined): MetaDescriptor[] | null {
  return (id !== undefined && headOf[kind](id)) || null;
}
