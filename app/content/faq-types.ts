import type { IconName } from "~/components/icon-names";

/** One question and its answer (paragraphs). */
type FaqItem = {
  /** Unique across the whole FAQ: the accordion keeps one answer open by id. */
  id: string;
  question: string;
  answer: readonly string[];
};

export type FaqCategory = {
  /** Element id of the category's section, the target of 'Jump to Category'. */
  id: string;
  title: string;
  icon: IconName;
  items: readonly FaqItem[];
};
