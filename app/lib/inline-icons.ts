/**
 * Puts the icons a page shows into the page itself. Icons are drawn with
 * `<use href="<sprite file>#name">` (components/icon.tsx); the sprite file
 * holds all 86 (6.4 KB compressed, plus a request), while a page shows a
 * dozen or two. This rewrites each such reference to a symbol carried at the
 * top of the page's body, so the page loads no sprite at all. An icon an
 * island adds later (a dialog's close button) still points to the sprite file,
 * which is then fetched once, only by the visitor who needs it.
 */

/** The id a symbol gets in the page (prefixed: a page's own ids, such as "search" or "menu", must not collide). */
export const inlineIconId = (name: string) => `icon-${name}`;

/** The symbols of a sprite, by name: `<symbol id="name" …>…</symbol>`. */
export function spriteSymbols(sprite: string): ReadonlyMap<string, string> {
  const symbols = new Map<string, string>();
  for (const match of sprite.matchAll(/<symbol id="([^"]+)"([^>]*)>([\s\S]*?)<\/symbol>/g)) {
    const [, name = "", attributes = "", body = ""] = match;
    symbols.set(name, `<symbol id="${inlineIconId(name)}"${attributes}>${body}</symbol>`);
  }
  return symbols;
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The page with every `href="<spriteUrl>#name"` of a known icon pointing to
 * "#icon-name", and those symbols, each once, in a hidden SVG right after
 * `<body …>`. A page with no icon, or no body, is returned as it was.
 */
export function inlineIcons(html: string, spriteUrl: string, symbols: ReadonlyMap<string, string>): string {
  const used = new Set<string>();
  const reference = new RegExp(`href="${escapeForPattern(spriteUrl)}#([\\w-]+)"`, "g");
  const rewritten = html.replace(reference, (whole, name: string) => {
    if (!symbols.has(name)) return whole;
    used.add(name);
    return `href="#${inlineIconId(name)}"`;
  });
  const bodyTag = /<body[^>]*>/.exec(rewritten);
  if (used.size === 0 || !bodyTag) return html;
  const defs = `<svg aria-hidden="true" focusable="false" width="0" height="0" style="position:absolute">${[...used].map((name) => symbols.get(name)).join("")}</svg>`;
  const at = bodyTag.index + bodyTag[0].length;
  return `${rewritten.slice(0, at)}${defs}${rewritten.slice(at)}`;
}
