// A page's <head> as search engines and link previews read it, normalised so
// that two builds of the same page compare equal: the title, every meta name
// and property, the canonical link, robots, and the JSON-LD blocks (parsed).
// The build's origin (SITE_URL) is replaced by SITE_URL_MARK. Used to snapshot
// the React Router build's heads (scripts/write-head-snapshot.ts) and check
// the Astro build against them (tests/e2e/heads.spec.ts).

export type NormalisedHead = {
  title: string | null;
  canonical: string | null;
  robots: string | null;
  /** "name:description", "property:og:title" → content; a key written twice keeps every content. */
  meta: Record<string, string | string[]>;
  jsonLd: unknown[];
};

export type HeadSnapshot = {
  about: string;
  /** Route ("/", "/faq", "/404") → its head. */
  routes: Record<string, NormalisedHead>;
};

/** What the build's origin becomes in a snapshot, so that any SITE_URL compares equal. */
export const SITE_URL_MARK = "{SITE_URL}";

type Tag = { name: string; attributes: Map<string, string>; text: string };

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === "#") {
      const code = entity[1] === "x" || entity[1] === "X" ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

const TAG = /<(!--[\s\S]*?--|[a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** Elements whose content is text, not markup: a "<meta" inside a script is no tag. */
const TEXT_ELEMENTS = new Set(["script", "style", "title", "textarea", "noscript", "template"]);

/** The elements of the document's <head>, in order, with the text of script, style and title. */
export function headTags(html: string): Tag[] {
  const open = /<head(?:\s[^>]*)?>/i.exec(html);
  if (!open) throw new Error("The page has no <head>");
  const tagPattern = new RegExp(TAG.source, "g");
  const lower = html.toLowerCase();
  const tags: Tag[] = [];
  let previousEnd = open.index + open[0].length;
  tagPattern.lastIndex = previousEnd;
  for (let match = tagPattern.exec(html); match; match = tagPattern.exec(html)) {
    // The head ends at the first </head> outside a text element, or where <body> begins.
    if (/<\/head\s*>/i.test(html.slice(previousEnd, match.index))) return tags;
    const raw = match[1] ?? "";
    const name = raw.toLowerCase();
    if (name === "body") return tags;
    if (!raw.startsWith("!--")) {
      const attributes = new Map<string, string>();
      for (const attribute of (match[2] ?? "").matchAll(ATTRIBUTE)) {
        attributes.set((attribute[1] ?? "").toLowerCase(), decodeEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? ""));
      }
      let text = "";
      if (TEXT_ELEMENTS.has(name)) {
        const close = lower.indexOf(`</${name}`, tagPattern.lastIndex);
        const closeEnd = close === -1 ? -1 : html.indexOf(">", close);
        if (closeEnd === -1) throw new Error(`<${name}> in <head> is never closed`);
        text = html.slice(tagPattern.lastIndex, close);
        tagPattern.lastIndex = closeEnd + 1;
      }
      tags.push({ name, attributes, text });
    }
    previousEnd = tagPattern.lastIndex;
  }
  if (/<\/head\s*>/i.test(html.slice(previousEnd))) return tags;
  throw new Error("The page's <head> is never closed");
}

/** Every string in a value with the origin replaced by SITE_URL_MARK. */
export function withOriginMarked<T>(value: T, siteUrl: string): T {
  const origin = siteUrl.replace(/\/+$/, "");
  const mark = (item: unknown): unknown => {
    if (typeof item === "string") return item.replaceAll(origin, SITE_URL_MARK);
    if (Array.isArray(item)) return item.map(mark);
    if (item && typeof item === "object") return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, mark(inner)]));
    return item;
  };
  return mark(value) as T;
}

function only(values: string[], what: string): string | null {
  if (values.length > 1) throw new Error(`${values.length} ${what} in <head>: ${values.join(" / ")}`);
  return values[0] ?? null;
}

/** The normalised head of a page's HTML, with `siteUrl` (the build's SITE_URL) marked. */
export function normalisedHead(html: string, siteUrl: string): NormalisedHead {
  const tags = headTags(html);
  const titles = tags.filter((tag) => tag.name === "title").map((tag) => decodeEntities(tag.text).replace(/\s+/g, " ").trim());
  const canonicals = tags
    .filter((tag) => tag.name === "link" && (tag.attributes.get("rel") ?? "").split(/\s+/).includes("canonical"))
    .map((tag) => tag.attributes.get("href") ?? "");
  const robots: string[] = [];
  const meta: Record<string, string | string[]> = {};
  for (const tag of tags.filter((t) => t.name === "meta")) {
    const name = tag.attributes.get("name");
    const property = tag.attributes.get("property");
    const content = tag.attributes.get("content") ?? "";
    if (name?.toLowerCase() === "robots") robots.push(content);
    else if (name !== undefined || property !== undefined) {
      const key = name !== undefined ? `name:${name}` : `property:${property}`;
      const earlier = meta[key];
      meta[key] = earlier === undefined ? content : [...(Array.isArray(earlier) ? earlier : [earlier]), content];
    }
  }
  const jsonLd = tags
    .filter((tag) => tag.name === "script" && (tag.attributes.get("type") ?? "").toLowerCase() === "application/ld+json")
    .map((tag, index) => {
      try {
        return JSON.parse(tag.text) as unknown;
      } catch (error) {
        throw new Error(`JSON-LD block ${index + 1} does not parse: ${(error as Error).message}`, { cause: error });
      }
    });
  const sortedMeta = Object.fromEntries(Object.entries(meta).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return withOriginMarked({ title: only(titles, "<title> elements"), canonical: only(canonicals, "canonical links"), robots: only(robots, "robots metas"), meta: sortedMeta, jsonLd }, siteUrl);
}
