import type { MetaDescriptor } from "react-router";
import type { BlogPostSummary } from "~/features/blog-filter/blog-post";
import type { CaseStorySummary } from "~/features/case-stories/case-story-types";
import { caseStudyPath, jobPath, pressReleasePath } from "~/config/detail-item-paths";
import { site } from "~/config/site";
import { blogPostPath } from "~/features/blog-filter/blog-post-path";
import { blogCategoryLabel } from "~/features/blog-filter/filter-posts";
import type { JobOpening, JobOpeningSummary } from "~/features/job-openings/job-opening";
import type { PressReleaseSummary } from "~/features/press-room/press-release";
import { coverImageUrl } from "~/lib/cover-art/cover-image";
import { type JsonLd, breadcrumbJsonLd, pageTitle, seoMeta } from "~/lib/seo-meta";
import { articleJsonLd, jobPostingJsonLd, locationCity } from "~/lib/structured-data";
import { blogPostTrail, caseStudyTrail, jobTrail, pressReleaseTrail } from "./detail-trails";

// The <head> of each item page, from the item's own content: a unique title,
// its description, canonical URL, social tags and structured data.

export function blogPostMeta(post: BlogPostSummary): MetaDescriptor[] {
  const path = blogPostPath(post);
  return seoMeta({
    title: pageTitle(post.title, path),
    description: post.excerpt,
    path,
    type: "article",
    jsonLd: [
      breadcrumbJsonLd(blogPostTrail(post)),
      articleJsonLd({
        headline: post.title,
        description: post.excerpt,
        datePublished: post.date,
        path,
        author: { kind: "person", name: post.author.name, jobTitle: post.author.role },
        image: coverImageUrl(post.image),
        section: blogCategoryLabel(post.category),
        keywords: post.tags,
      }),
    ],
  });
}

export function pressReleaseMeta(release: PressReleaseSummary): MetaDescriptor[] {
  const path = pressReleasePath(release.slug);
  return seoMeta({
    title: pageTitle(release.title, path),
    description: release.summary,
    path,
    type: "article",
    jsonLd: [
      breadcrumbJsonLd(pressReleaseTrail(release)),
      articleJsonLd({
        headline: release.title,
        description: release.summary,
        datePublished: release.date,
        path,
        author: { kind: "organization" },
        section: release.category,
      }),
    ],
  });
}

/** A role's full description for search engines: summary, then its lists. */
export function jobDescription(job: JobOpening): string {
  return [
    job.summary,
    `Responsibilities: ${job.responsibilities.join("; ")}.`,
    `Requirements: ${job.requirements.join("; ")}.`,
    ...(job.niceToHave.length > 0 ? [`Nice to have: ${job.niceToHave.join("; ")}.`] : []),
  ].join("\n\n");
}

/**
 * A role's <head>. Its JobPosting block, which holds the whole role, is in the
 * page's body (jobPostingStructuredData), with the role (job-posting-content.tsx).
 */
export function jobPostingMeta(job: JobOpeningSummary): MetaDescriptor[] {
  const path = jobPath(job.slug);
  return seoMeta({
    title: pageTitle(`${job.title}, ${locationCity(job.location)}`, path),
    description: job.summary,
    path,
    jsonLd: [breadcrumbJsonLd(jobTrail(job))],
  });
}

/** schema.org JobPosting for a role, with its full description. */
export function jobPostingStructuredData(job: JobOpening): JsonLd {
  return jobPostingJsonLd({
    title: job.title,
    description: jobDescription(job),
    datePosted: job.posted,
    validThrough: job.closes,
    employmentType: job.type,
    location: job.location,
    region: job.region,
    path: jobPath(job.slug),
  });
}

export function caseStudyMeta(story: CaseStorySummary): MetaDescriptor[] {
  const path = caseStudyPath(story.slug);
  return seoMeta({
    title: pageTitle(`${story.company}: ${story.title}`, path),
    description: story.summary,
    path,
    jsonLd: [breadcrumbJsonLd(caseStudyTrail(story))],
  });
}

/** An unknown item: the not-found page's title, kept out of search results. */
export function notFoundMeta(): MetaDescriptor[] {
  return [{ title: `Page not found | ${site.name}` }, { name: "robots", content: "noindex" }];
}
