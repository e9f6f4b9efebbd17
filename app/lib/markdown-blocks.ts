/**
 * Build time only: Markdown (a content entry's body) as its top-level blocks,
 * each an HTML element tree, so that a feature can lay blocks out in its own
 * markup (a legal section's table, an FAQ answer's paragraphs) while links and
 * emphasis in the text still work. GitHub tables and heading ids
 * (`## Heading {#id}`) are on; smart punctuation is off, so the words come out
 * exactly as written (Astro's own Markdown would curl quotes and apostrophes).
 * A link is what is written as one, `[words](address)` or `<address>`: a bare
 * e-mail address or URL in the text stays text (GFM would make it a link).
 */
import type { Element, Nodes, Root, RootContent } from "hast";
import { markdownToHast } from "satteri";

/** An element of the tree. */
export type MarkdownElement = Element;
type HastNode = Nodes;

const features = { gfm: true, smartPunctuation: false, headingAttributes: true, frontmatter: false } as const;

/** The Markdown's top-level elements, in order (the whitespace between them dropped). */
export function markdownBlocks(source: string): MarkdownElement[] {
  const root = markdownToHast(source, { features }) as Nodes;
  if (root.type === "root") unlinkBareAddresses(root, source);
  const children: readonly HastNode[] = "children" in root ? root.children : [];
  return children.filter((node): node is MarkdownElement => node.type === "element");
}

/** Turns each link GFM made of a bare address back into its text (a link written as one starts with "[" or "<"). */
function unlinkBareAddresses(parent: Root | Element, source: string): void {
  const current: readonly RootContent[] = parent.children;
  const children = current.flatMap((child): RootContent[] => {
    if (child.type !== "element") return [child];
    const start = child.position?.start.offset;
    if (child.tagName === "a" && start !== undefined && !["[", "<"].includes(source[start] ?? "")) return child.children;
    unlinkBareAddresses(child, source);
    return [child];
  });
  parent.children = children as typeof parent.children;
}

/** The element's child elements (the whitespace between them dropped). */
export function childElements(element: MarkdownElement): MarkdownElement[] {
  return element.children.filter((node): node is MarkdownElement => node.type === "element");
}

/** The text a reader sees in the node. */
export function textOf(node: HastNode): string {
  if (node.type === "text") return node.value;
  if (node.type === "element" || node.type === "root") return node.children.map(textOf).join("");
  return "";
}

const escapeText = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const escapeAttribute = (text: string) => escapeText(text).replaceAll('"', "&quot;");
const voidElements = new Set(["br", "hr", "img", "wbr"]);

function attributes(element: MarkdownElement): string {
  return Object.entries(element.properties ?? {})
    .flatMap(([name, value]) => {
      if (value === null || value === undefined || value === false) return [];
      const attribute = name === "className" ? "class" : name;
      const text = Array.isArray(value) ? value.join(" ") : String(value);
      return [` ${attribute}="${escapeAttribute(text)}"`];
    })
    .join("");
}

/** The node as HTML. */
export function outerHtml(node: HastNode): string {
  if (node.type === "text") return escapeText(node.value);
  if (node.type === "raw") return node.value;
  if (node.type !== "element") return "";
  if (voidElements.has(node.tagName)) return `<${node.tagName}${attributes(node)}>`;
  return `<${node.tagName}${attributes(node)}>${innerHtml(node)}</${node.tagName}>`;
}

/** The element's content as HTML (a paragraph's text with its links and emphasis). */
export function innerHtml(element: MarkdownElement): string {
  return element.children.map(outerHtml).join("");
}
