import type { IconName } from "~/components/icon-names";

/** One question and its answer. */
export type FaqItem = {
  /** Unique across the whole FAQ (the entry's file name): the id of its answer's element. */
  id: string;
  question: string;
  /** The answer as HTML, from its Markdown (paragraphs, with their links). */
  answerHtml: string;
  /** The answer's words, paragraphs separated by a blank line (the FAQPage structured data). */
  answerText: string;
};

export type FaqCategory = {
  /** Element id of the category's section, the target of 'Jump to Category'. */
  id: string;
  title: string;
  icon: IconName;
  items: readonly FaqItem[];
};
