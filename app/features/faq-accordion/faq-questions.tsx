import { JsonLdScript } from "~/features/structured-data/json-ld-script";
import { CategoryJumpNav } from "./category-jump-nav";
import { FaqDetailsAccordion } from "./faq-details-accordion";
import { faqPageJsonLd } from "./faq-json-ld";
import type { FaqCategory } from "./faq-types";

/**
 * The FAQ page's questions as HTML with no script (pages/faq.astro): the jump
 * links, every question and answer, and their FAQPage structured data.
 */
export function FaqQuestions({ jumpTitle, categories }: { jumpTitle: string; categories: readonly FaqCategory[] }) {
  return (
    <>
      <CategoryJumpNav title={jumpTitle} categories={categories} />
      <FaqDetailsAccordion categories={categories} />
      <JsonLdScript block={faqPageJsonLd(categories)} />
    </>
  );
}
