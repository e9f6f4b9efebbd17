// The rules of the site's stylesheet that one prerendered page can use: a
// style rule stays when every class its selector names is a word of the page
// (or it names no class); at-rules that hold rules are pruned inside, every
// other at-rule (@property, @keyframes, @layer order) stays as it is;
// pruneUnusedDefinitions then drops the custom properties and keyframes that
// none of the remaining rules uses. (The React Router build's page-speed step
// did the same, decision 0005; ./page-styles.ts applies it to the Astro build.)
// Selectors inside functional pseudo-classes (:where, :is, :not, :has) are not
// looked into, so such rules stay: pruning only ever keeps too much.

/** Every class token of the page's class attributes, entities decoded. */
export function pageClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const token of decodeEntities(match[1] ?? "").split(/\s+/)) if (token) classes.add(token);
  }
  return classes;
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (entity, code: string) => {
    const lower = code.toLowerCase();
    if (lower.startsWith("#x")) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith("#")) return String.fromCodePoint(Number(lower.slice(1)));
    return ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" } as Record<string, string>)[lower] ?? entity;
  });
}

/** The index just past the block that opens at `open` (a "{"), skipping strings. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const ch = css[i];
    if (ch === '"' || ch === "'") i = stringEnd(css, i);
    else if (ch === "{") depth++;
    else if (ch === "}" && --depth === 0) return i + 1;
  }
  throw new Error("pruneStylesheet: unbalanced braces");
}

function stringEnd(css: string, quote: number): number {
  for (let i = quote + 1; i < css.length; i++) {
    if (css[i] === "\\") i++;
    else if (css[i] === css[quote]) return i;
  }
  return css.length;
}

/** The next "{" or ";" outside strings and parentheses, from `from`. */
function preludeEnd(css: string, from: number): number {
  let parens = 0;
  for (let i = from; i < css.length; i++) {
    const ch = css[i];
    if (ch === "\\") i++;
    else if (ch === '"' || ch === "'") i = stringEnd(css, i);
    else if (ch === "(" || ch === "[") parens++;
    else if (ch === ")" || ch === "]") parens--;
    else if (parens === 0 && (ch === "{" || ch === ";")) return i;
  }
  return css.length;
}

/** Splits at each `separator` outside strings, parentheses and brackets. */
function splitTopLevel(text: string, separator: "," | ";"): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "\\") i++;
    else if (ch === '"' || ch === "'") i = stringEnd(text, i);
    else if (ch === "(" || ch === "[") depth++;
    else if (ch === ")" || ch === "]") depth--;
    else if (ch === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** The selector without functional pseudo-classes' arguments and attribute selectors. */
function outerSelector(selector: string): string {
  let out = "";
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const ch = selector[i] as string;
    if (ch === "\\") {
      if (depth === 0) out += ch + (selector[i + 1] ?? "");
      i++;
    } else if (ch === "(" || ch === "[") depth++;
    else if (ch === ")" || ch === "]") depth--;
    else if (depth === 0) out += ch;
  }
  return out;
}

const CLASS = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g;

function unescapeIdentifier(escaped: string): string {
  return escaped.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (char ?? ""),
  );
}

/** Whether some element of the page could match one of the selectors in the list. */
export function selectorMayMatch(selectorList: string, classes: ReadonlySet<string>): boolean {
  return splitTopLevel(selectorList, ",").some((selector) => {
    for (const match of outerSelector(selector).matchAll(CLASS)) {
      if (!classes.has(unescapeIdentifier(match[1] as string))) return false;
    }
    return true;
  });
}

const GROUPING_AT_RULES = /^@(media|supports|layer|container|scope|document)\b/i;

/**
 * The stylesheet rebuilt rule by rule: statements (@layer a, b;) stay, the
 * rules inside grouping at-rules (@media, @supports, @layer …) are rebuilt the
 * same way and a group left empty goes, and every other block (a style rule,
 * @property, @keyframes, @font-face) becomes what `rule` makes of it ("" drops it).
 */
function rebuildRules(css: string, rule: (prelude: string, body: string) => string): string {
  let out = "";
  let i = 0;
  while (i < css.length) {
    if (/\s/.test(css[i] as string)) {
      i++;
      continue;
    }
    if (css.startsWith("/*", i)) {
      const end = css.indexOf("*/", i + 2);
      i = end === -1 ? css.length : end + 2;
      continue;
    }
    const stop = preludeEnd(css, i);
    const prelude = css.slice(i, stop).trim();
    if (css[stop] !== "{") {
      // A statement (@layer a, b; @import …) or a stray end.
      if (prelude) out += `${prelude};`;
      i = stop + 1;
      continue;
    }
    const end = blockEnd(css, stop);
    const body = css.slice(stop + 1, end - 1);
    if (GROUPING_AT_RULES.test(prelude)) {
      const inner = rebuildRules(body, rule);
      if (inner) out += `${prelude}{${inner}}`;
    } else {
      out += rule(prelude, body);
    }
    i = end;
  }
  return out;
}

/** The stylesheet with the style rules the page cannot use taken out. */
export function pruneStylesheet(css: string, classes: ReadonlySet<string>): string {
  return rebuildRules(css, (prelude, body) => (prelude.startsWith("@") || selectorMayMatch(prelude, classes) ? `${prelude}{${body}}` : ""));
}

type Definitions = { keepProperty(name: string): boolean; keepKeyframes(name: string): boolean };

/** The stylesheet with the custom properties and keyframes `keep` refuses taken out. */
function pruneDefinitions(css: string, keep: Definitions): string {
  return rebuildRules(css, (prelude, body) => {
    const registered = /^@property\s+(--[\w-]+)$/.exec(prelude)?.[1];
    if (registered !== undefined) return keep.keepProperty(registered) ? `${prelude}{${body}}` : "";
    const keyframes = /^@keyframes\s+([\w-]+)$/.exec(prelude)?.[1];
    if (keyframes !== undefined) return keep.keepKeyframes(keyframes) ? `${prelude}{${body}}` : "";
    if (prelude.startsWith("@")) return `${prelude}{${body}}`;
    const kept = splitTopLevel(body, ";").filter((declaration) => {
      if (declaration.trim() === "") return false;
      const name = /^\s*(--[\w-]+)\s*:/.exec(declaration)?.[1];
      return name === undefined || keep.keepProperty(name);
    });
    return kept.length > 0 ? `${prelude}{${kept.join(";")}}` : "";
  });
}

const KEYFRAMES_RULE = /@keyframes\s+[\w-]+\s*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g;

/**
 * The page's rules without the definitions none of them uses: custom
 * properties (declared or registered with @property) that no var() of the
 * rules or of the page's own markup reads, and @keyframes that no rule or
 * markup names. Taking out one definition can leave another unread, so this
 * repeats until nothing changes. Like the rule pruning, it only ever keeps too
 * much: a name read anywhere keeps its definitions, and a rule emptied of its
 * declarations goes.
 */
export function pruneUnusedDefinitions(css: string, pageMarkup: string): string {
  let out = css;
  for (let previous = ""; previous !== out; ) {
    previous = out;
    const text = `${out.replace(KEYFRAMES_RULE, "")}\n${pageMarkup}`;
    const read = new Set([...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1] as string));
    const named = new Set(text.match(/[\w-]+/g) ?? []);
    out = pruneDefinitions(out, { keepProperty: (name) => read.has(name), keepKeyframes: (name) => named.has(name) });
  }
  return out;
}
