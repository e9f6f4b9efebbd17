import type { PagePath } from "~/config/pages";
import type { BlogPostSummary } from "~/features/blog-filter/blog-post";
import type { CaseStorySummary } from "~/features/case-stories/case-story-types";
import { caseStudyPath, jobPath, pressReleasePath } from "~/config/detail-item-paths";
import { blogPostPath } from "~/features/blog-filter/blog-post-path";
import type { JobOpeningSummary } from "~/features/job-openings/job-opening";
import type { PressReleaseSummary } from "~/features/press-room/press-release";
import { type Crumb, breadcrumbTrail } from "~/lib/breadcrumb-trail";

/** The breadcrumb of an item page: the registered page that lists it, then the item. */
function detailTrail(listPage: PagePath, item: Crumb): Crumb[] {
  return [...breadcrumbTrail(listPage), item];
}

/** Home / Resources / Blog & Articles / the post. */
export function blogPostTrail(post: BlogPostSummary): Crumb[] {
  return detailTrail("/resources/blog", { name: post.title, path: blogPostPath(post) });
}

/** Home / Careers / the role. */
export function jobTrail(job: JobOpeningSummary): Crumb[] {
  return detailTrail("/careers", { name: job.title, path: jobPath(job.slug) });
}

/** Home / Press Room / the release. */
export function pressReleaseTrail(release: PressReleaseSummary): Crumb[] {
  return detailTrail("/press", { name: release.title, path: pressReleasePath(release.slug) });
}

/** Home / Success Stories / the company. */
export function caseStudyTrail(story: CaseStorySummary): Crumb[] {
  return detailTrail("/success-stories", { name: story.company, path: caseStudyPath(story.slug) });
}

