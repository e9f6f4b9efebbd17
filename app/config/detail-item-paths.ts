// Where the item pages live. Kept apart from the content that lists the items,
// so a page that only links to an item (breadcrumbs, meta, cards on other
// pages) does not load every list's content with it.

/** A role's own page: /job/{slug}. */
export function jobPath(slug: string): string {
  return `/job/${slug}`;
}

/** A press release: /press/{slug}. */
export function pressReleasePath(slug: string): string {
  return `/press/${slug}`;
}

/** A case study: /case-studies/{slug}. */
export function caseStudyPath(slug: string): string {
  return `/case-studies/${slug}`;
}
