/**
 * The FAQ's entries (app/content/faq/<id>.md) grouped under their categories
 * (app/content/faq-page.yaml), each answer's Markdown turned into HTML and
 * text. Data in, data out, so that it is tested without Astro.
 */
import type { IconName } from "~/components/icon-names";
import { markdownBlocks, outerHtml, textOf } from "~/lib/markdown-blocks";
import type { FaqCategoryId } from "./faq-categories";
import type { FaqCategory, FaqItem } from "./faq-types";

export type FaqEntryInput = { id: string; question: string; category: FaqCategoryId; order: number; answer: string };
export type FaqCategoryInput = { id: FaqCategoryId; title: string; icon: IconName };

/** The answer's Markdown as HTML (its paragraphs, lists and links) and as text. */
export function faqAnswer(markdown: string): Pick<FaqItem, "answerHtml" | "answerText"> {
  const blocks = markdownBlocks(markdown);
  return { answerHtml: blocks.map(outerHtml).join(""), answerText: blocks.map(textOf).join("\n\n") };
}

/** The categories in their order, each with its questions by `order` (then file name); a category without questions is left out. */
export function groupFaq(categories: readonly FaqCategoryInput[], entries: readonly FaqEntryInput[]): FaqCategory[] {
  return categories
    .map((category) => ({
      id: `faq-${category.id}`,
      title: category.title,
      icon: category.icon,
      items: entries
        .filter((entry) => entry.category === category.id)
        .toSorted((a, b) => a.order - b.order || a.id.localeCompare(b.id))
        .map((entry) => ({ id: entry.id, question: entry.question, ...faqAnswer(entry.answer) })),
    }))
    .filter((category) => category.items.length > 0);
}
