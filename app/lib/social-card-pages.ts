import { type PagePath, pages } from "~/config/pages";
import { caseStudyPath, jobPath, pressReleasePath } from "~/config/detail-item-paths";
import { blogPostTrail, caseStudyTrail, jobTrail, pressReleaseTrail } from "~/features/detail-pages/detail-trails";
import type { BlogPostSummary } from "~/features/blog-filter/blog-post";
import type { CaseStorySummary } from "~/features/case-stories/case-story-types";
import { blogPostPath } from "~/features/blog-filter/blog-post-path";
import type { JobOpeningSummary } from "~/features/job-openings/job-opening";
import type { PressReleaseSummary } from "~/features/press-room/press-release";
import { type Crumb, breadcrumbTrail } from "./breadcrumb-trail";
import { locationCity } from "./structured-data";

/** What one page's social card shows: its title and the section it belongs to (none for home). */
export type SocialCard = {
  /** The page the card is for: the path its <head> is written for (seoMeta's, the canonical one). */
  path: string;
  title: string;
  /** The breadcrumb's step above the page ("Blog & Articles" for a post); null where it would repeat the title or is home. */
  section: string | null;
};

/** The section of a page from its breadcrumb: the crumb above it, or, for a top-level page, its own short name. */
function sectionOf(trail: readonly Crumb[], title: string): string | null {
  const parent = trail.at(-2);
  const own = trail.at(-1);
  const section = parent && parent.path !== "/" ? parent.name : own && own.path !== "/" ? own.name : null;
  return section === title ? null : section;
}

/** The registered pages, once each at the path their <head> names (a duplicate page shares its canonical page's card). */
function registeredPageCards(): SocialCard[] {
  const cards = new Map<string, SocialCard>();
  for (const [path, page] of Object.entries(pages) as [PagePath, (typeof pages)[PagePath]][]) {
    if (page.canonicalPath) continue;
    cards.set(path, { path, title: page.title, section: sectionOf(breadcrumbTrail(path), page.title) });
  }
  return [...cards.values()];
}

/** The items of the collections that have pages of their own, as the build reads them (og/[...slug].png.ts). */
export type CollectionItems = {
  blogPosts: readonly BlogPostSummary[];
  jobs: readonly JobOpeningSummary[];
  pressReleases: readonly PressReleaseSummary[];
  caseStudies: readonly CaseStorySummary[];
};

/** The item pages (posts, roles, press releases, case studies), titled as their <head> titles them (detail-meta.ts). */
function itemPageCards({ blogPosts, jobs, pressReleases, caseStudies }: CollectionItems): SocialCard[] {
  // The section is the list the item belongs to: the breadcrumb's step above it.
  const card = (path: string, title: string, trail: readonly Crumb[]): SocialCard => ({ path, title, section: trail.at(-2)?.name ?? null });
  return [
    ...blogPosts.map((post) => card(blogPostPath(post), post.title, blogPostTrail(post))),
    ...jobs.map((job) => card(jobPath(job.slug), `${job.title}, ${locationCity(job.location)}`, jobTrail(job))),
    ...pressReleases.map((release) => card(pressReleasePath(release.slug), release.title, pressReleaseTrail(release))),
    ...caseStudies.map((story) => card(caseStudyPath(story.slug), `${story.company}: ${story.title}`, caseStudyTrail(story))),
  ];
}

/** Every page that names a social card in its <head>, with what its card shows. */
export function socialCards(items: CollectionItems): SocialCard[] {
  return [...registeredPageCards(), ...itemPageCards(items)];
}
