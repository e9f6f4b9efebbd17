import { faqCategories } from "~/content/faq";
import { JsonLdScript } from "~/features/structured-data/json-ld-script";
import { CategoryJumpNav } from "./category-jump-nav";
import { FaqAccordion } from "./faq-accordion";
import { faqPageJsonLd } from "./faq-json-ld";

/** The FAQ's static content (routes/faq.tsx): the jump links, every question and answer, and their FAQPage structured data. */
export default function FaqContent() {
  return (
    <>
      <CategoryJumpNav categories={faqCategories} />
      <FaqAccordion categories={faqCategories} />
      <JsonLdScript block={faqPageJsonLd(faqCategories)} />
    </>
  );
}
