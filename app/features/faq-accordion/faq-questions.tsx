import { faqCategories } from "~/content/faq";
import { JsonLdScript } from "~/features/structured-data/json-ld-script";
import { CategoryJumpNav } from "./category-jump-nav";
import { FaqDetailsAccordion } from "./faq-details-accordion";
import { faqPageJsonLd } from "./faq-json-ld";

/**
 * The FAQ page's questions as HTML with no script (pages/faq.astro): the jump
 * links, every question and answer, and their FAQPage structured data.
 */
export function FaqQuestions() {
  return (
    <>
      <CategoryJumpNav categories={faqCategories} />
      <FaqDetailsAccordion categories={faqCategories} />
      <JsonLdScript block={faqPageJsonLd(faqCategories)} />
    </>
  );
}
