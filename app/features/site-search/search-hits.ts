/**
 * Pagefind's answers turned into what the site shows: a link (the page's
 * own path, without the trailing slash Pagefind writes), its title and an
 * excerpt whose matched words are marked. Pure, so it is tested without
 * an index.
 */

/** What Pagefind says of one result page (the fields the site uses). */
export type PagefindPage = {
  url: string;
  excerpt: string;
  meta: { title?: string };
};

/** A piece of an excerpt: plain text, or a word the query matched. */
export type ExcerptPart = { text: string; marked: boolean };

export type SearchHit = {
  path: string;
  title: string;
  excerpt: readonly ExcerptPart[];
};

/** "/blog/x/" → "/blog/x" (the site's paths have no trailing slash; "/" stays). */
export function sitePathOf(url: string): string {
  const path = url.replace(/\/index\.html$/, "/");
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Text with its HTML character references decoded (Pagefind's excerpt is HTML-escaped text). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (reference, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? reference;
  });
}

/**
 * Pagefind's excerpt ("… the <mark>troupe</mark> model …") as parts to
 * render as text: no HTML of the index is ever put into the page as markup.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  for (const [index, piece] of excerpt.split(/<\/?mark>/).entries()) {
    // Split on <mark> and </mark>: the odd pieces lay between the two.
    const text = decodeEntities(piece.replace(/<[^>]*>/g, ""));
    if (text) parts.push({ text, marked: index % 2 === 1 });
  }
  return parts;
}

export function searchHitOf(page: PagefindPage): SearchHit {
  const path = sitePathOf(page.url);
  return { path, title: page.meta.title?.trim() || path, excerpt: excerptParts(page.excerpt) };
}
