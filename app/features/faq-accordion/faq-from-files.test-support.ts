/**
 * Test support: the FAQ as the page gets it, built from the files
 * (app/content/faq/*.md, app/content/faq-page.yaml) as they are written, for
 * tests that cannot read collections.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { readEntries } from "../../../tests/support/content-entries";
import { type FaqCategoryInput, type FaqEntryInput, groupFaq } from "./faq-grouping";
import type { FaqCategory } from "./faq-types";

const pageFile = fileURLToPath(new URL("../../content/faq-page.yaml", import.meta.url));

export function faqFromFiles(): FaqCategory[] {
  const page = parse(readFileSync(pageFile, "utf8")) as { categories: FaqCategoryInput[] };
  const entries = readEntries("faq").map(({ id, data, body }) => ({ ...(data as Omit<FaqEntryInput, "id" | "answer">), id, answer: body ?? "" }));
  return groupFaq(page.categories, entries);
}
