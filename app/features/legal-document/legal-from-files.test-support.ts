/**
 * Test support: the legal documents and their contact block as the pages get
 * them, built from the files (app/content/legal/*.md,
 * app/content/legal-page.yaml) as they are written, for tests that cannot
 * read collections.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { parse } from "yaml";
import { EveryFormNotice } from "~/features/data-notice/every-form-notice";
import { readEntries } from "../../../tests/support/content-entries";
import { legalBody } from "./legal-markdown";
import type { LegalBlock, LegalSection } from "./legal-types";

const pageFile = fileURLToPath(new URL("../../content/legal-page.yaml", import.meta.url));

export type LegalDocumentFromFile = {
  id: string;
  data: Record<string, unknown>;
  intro: readonly string[];
  sections: readonly LegalSection[];
};

export function legalDocumentsFromFiles(): LegalDocumentFromFile[] {
  return readEntries("legal").map(({ id, data, body }) => ({ id, data, ...legalBody(body ?? "", `app/content/legal/${id}.md`) }));
}

/** app/content/legal-page.yaml as written. */
export function legalPageFromFile(): { contact: Record<string, unknown> & { privacyEmail: string } } {
  return parse(readFileSync(pageFile, "utf8")) as { contact: Record<string, unknown> & { privacyEmail: string } };
}

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");

/** A block's words (its HTML without tags; the every-form notice as the page shows it, a line per element). */
export function blockText(block: LegalBlock): string[] {
  if (block.kind === "paragraph") return [text(block.html)];
  if (block.kind === "form-notices") return renderToStaticMarkup(createElement(EveryFormNotice)).split(/<\/?(?:h3|p|dt|dd|li)[^>]*>/).map(text).filter((line) => line.trim() !== "");
  if (block.kind === "list") return block.items.map(text);
  return [block.caption, ...block.rows.flat().map(text)];
}

/** Every word of a document: intro, headings and blocks, a line each. */
export function fullText(doc: LegalDocumentFromFile): string {
  return [...doc.intro.map(text), ...doc.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap(blockText)])].join("\n");
}
