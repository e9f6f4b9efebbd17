// The link checker's logic: reads prerendered pages, follows every internal
// href (paths and #anchors) and reports what does not resolve.

export type Anchor = { href: string; target?: string; rel?: string; text: string };
export type BrokenLink = { page: string; href: string; reason: string };
export type SitePage = { html: string; ids: Set<string>; anchors: Anchor[] };

const attr = (tag: string, name: string) => {
  const m = tag.match(new RegExp(`\\s${name}="([^"]*)"`));
  return m ? decodeEntities(m[1] as string) : undefined;
};

function decodeEntities(s: string): string {
  return s.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">");
}

/** Parses the anchors (with their target, rel and text) and element ids of a page. */
export function parsePage(html: string): SitePage {
  const ids = new Set<string>();
  for (const m of html.matchAll(/\sid="([^"]+)"/g)) ids.add(decodeEntities(m[1] as string));
  const anchors: Anchor[] = [];
  for (const m of html.matchAll(/<a(\s[^>]*)>([\s\S]*?)<\/a>/g)) {
    const tag = m[1] as string;
    const href = attr(tag, "href");
    if (href === undefined) continue;
    anchors.push({ href, target: attr(tag, "target"), rel: attr(tag, "rel"), text: (m[2] as string).replace(/<[^>]+>/g, "") });
  }
  return { html, ids, anchors };
}

export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href) || href.startsWith("//");
}

type CheckInput = {
  /** Prerendered pages by path ("/", "/faq"). */
  pages: ReadonlyMap<string, SitePage>;
  /** Other files the server serves ("/og-image.jpg"). */
  files: ReadonlySet<string>;
  /** Paths the server answers with a redirect, and where to. */
  redirects: Readonly<Record<string, string>>;
};

/** Every internal link that leads nowhere, and every external link not opened safely. */
export function findBrokenLinks({ pages, files, redirects }: CheckInput): BrokenLink[] {
  const broken: BrokenLink[] = [];
  for (const [page, { anchors }] of pages) {
    for (const { href, target, rel, text } of anchors) {
      if (/^(mailto:|tel:)/.test(href)) continue;
      if (isExternal(href)) {
        const relWords = new Set((rel ?? "").split(/\s+/));
        if (target !== "_blank" || !relWords.has("noopener") || !relWords.has("noreferrer")) {
          broken.push({ page, href, reason: "external link without target=_blank and rel=noopener noreferrer" });
        } else if (!/opens in a new tab/i.test(text)) {
          broken.push({ page, href, reason: "external link not marked as opening a new tab for screen readers" });
        }
        continue;
      }
      const reason = resolveInternal(page, href, { pages, files, redirects });
      if (reason) broken.push({ page, href, reason });
    }
  }
  return broken;
}

function resolveInternal(page: string, href: string, { pages, files, redirects }: CheckInput): string | undefined {
  if (!href.startsWith("/") && !href.startsWith("#")) return "relative link";
  const hashAt = href.indexOf("#");
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const anchor = hashAt === -1 ? "" : decodeURIComponent(href.slice(hashAt + 1));
  let path = beforeHash.split("?")[0] || page;
  let targetAnchor = anchor;
  const redirect = redirects[path];
  if (redirect) {
    const [to, toAnchor] = redirect.split("#");
    path = to as string;
    targetAnchor = anchor || toAnchor || "";
  }
  const target = pages.get(path);
  if (!target) return files.has(path) && !anchor ? undefined : `no page at ${path}`;
  if (targetAnchor && !target.ids.has(targetAnchor)) return `no element #${targetAnchor} on ${path}`;
  return undefined;
}
