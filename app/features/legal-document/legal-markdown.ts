/**
 * A legal document's Markdown body as the document's opening paragraphs and
 * its sections: each `## Heading {#anchor}` starts a section (the anchor is
 * the target of the table of contents and of links from elsewhere; without
 * one, the heading's words in lower case with hyphens). A section holds
 * paragraphs, bulleted lists and tables; a table is announced by the
 * paragraph just above it, `Table: <caption>` (read by screen readers, and
 * the label of the table's scroll box on phones). A paragraph that is only
 * `{{form-notices}}` is the place of the every-form data notice, drawn from
 * contract/leads/data-notices.ts (app/features/data-notice/every-form-notice.tsx),
 * so the policy and the forms say the same. A link to another site opens in a
 * new tab and says so. Anything else fails the
 * build, naming the file, so the page never shows what it cannot lay out.
 */
import { type MarkdownElement, childElements, innerHtml as elementHtml, markdownBlocks, textOf } from "~/lib/markdown-blocks";
import type { LegalBlock, LegalSection } from "./legal-types";

const CAPTION_PREFIX = "Table: ";

/** The paragraph that marks where the privacy policy shows every form's data notice. */
export const FORM_NOTICES_MARKER = "{{form-notices}}";

const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

type Body = { intro: string[]; sections: LegalSection[] };

/**
 * A link that leaves the site opens in a new tab, without an opener, and says
 * so to screen readers, as the site's ExternalLink does (~/components/external-link).
 */
function markExternalLinks(element: MarkdownElement): void {
  for (const child of childElements(element)) {
    const href = child.properties?.href;
    if (child.tagName === "a" && typeof href === "string" && /^https?:\/\//.test(href)) {
      child.properties = { ...child.properties, target: "_blank", rel: ["noopener", "noreferrer"] };
      child.children.push({ type: "element", tagName: "span", properties: { className: ["sr-only"] }, children: [{ type: "text", value: " (opens in a new tab)" }] });
    } else {
      markExternalLinks(child);
    }
  }
}

/** The element's content as HTML, its links to other sites marked. */
function innerHtml(element: MarkdownElement): string {
  markExternalLinks(element);
  return elementHtml(element);
}

/** The document's intro and sections; `file` names the document in errors ("app/content/legal/privacy-policy.md"). */
export function legalBody(markdown: string, file: string): Body {
  const fail = (message: string): never => {
    throw new Error(`${file}: ${message}`);
  };
  const intro: string[] = [];
  const sections: { id: string; heading: string; blocks: LegalBlock[] }[] = [];
  let caption: string | undefined;
  const add = (block: LegalBlock, element: MarkdownElement) => {
    const section = sections.at(-1);
    if (!section) return fail(`the ${element.tagName} "${textOf(element).slice(0, 40)}" comes before the first "## " heading: above it, write paragraphs only`);
    section.blocks.push(block);
  };
  for (const element of markdownBlocks(markdown)) {
    if (caption !== undefined && element.tagName !== "table") fail(`"${CAPTION_PREFIX}${caption}" must be followed by its table`);
    if (element.tagName === "h2") {
      const heading = textOf(element).trim();
      const id = typeof element.properties?.id === "string" ? element.properties.id : slug(heading);
      if (sections.some((s) => s.id === id)) fail(`two sections have the anchor #${id}: give one of them another ({#anchor} after the heading)`);
      sections.push({ id, heading, blocks: [] });
    } else if (element.tagName === "p") {
      const words = textOf(element);
      if (words.startsWith(CAPTION_PREFIX)) caption = words.slice(CAPTION_PREFIX.length).trim();
      else if (words.trim() === FORM_NOTICES_MARKER) add({ kind: "form-notices" }, element);
      else if (sections.length === 0) intro.push(innerHtml(element));
      else add({ kind: "paragraph", html: innerHtml(element) }, element);
    } else if (element.tagName === "ul") {
      add({ kind: "list", items: childElements(element).map(innerHtml) }, element);
    } else if (element.tagName === "table") {
      if (caption === undefined) return fail(`a table needs a caption: write "${CAPTION_PREFIX}<what the table shows>" in the paragraph just above it`);
      const [head, ...bodies] = childElements(element);
      const columns = head ? childElements(head).flatMap(childElements).map(innerHtml) : [];
      const rows = bodies.flatMap(childElements).map((row) => childElements(row).map(innerHtml));
      add({ kind: "table", caption, columns, rows }, element);
      caption = undefined;
    } else {
      fail(`a legal document holds "## " headings, paragraphs, "- " lists and tables only, not <${element.tagName}> ("${textOf(element).slice(0, 40)}")`);
    }
  }
  if (caption !== undefined) fail(`"${CAPTION_PREFIX}${caption}" must be followed by its table`);
  for (const section of sections) if (section.blocks.length === 0) fail(`the section "${section.heading}" is empty`);
  if (sections.length === 0) fail('the document has no sections: start each with a "## " heading');
  return { intro, sections };
}
