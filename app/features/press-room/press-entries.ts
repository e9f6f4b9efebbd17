// Build time only (pages and endpoints): the press releases from app/content/press/.
import { getCollection } from "astro:content";
import { newestFirst } from "~/features/press-archive/releases-by-year";
import type { PressRelease } from "./press-release";

const entries = await getCollection("press");

/** Every press release, newest first, with its text as HTML; each has its page at /press/{slug}. */
export const pressReleases: readonly PressRelease[] = newestFirst(
  entries.map(({ id, data, rendered }) => {
    if (!rendered?.html) throw new Error(`app/content/press/${id}.md has no text under its frontmatter`);
    return { slug: id, ...data, bodyHtml: rendered.html };
  }),
);
