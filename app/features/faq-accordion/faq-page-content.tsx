import { faqCategories } from "~/content/faq";
import { FaqContactBlock } from "~/features/faq-contact/faq-contact-block";
import { JsonLdScript } from "~/features/structured-data/json-ld-script";
import { CategoryJumpNav } from "./category-jump-nav";
import { FaqDetailsAccordion } from "./faq-details-accordion";
import { faqPageJsonLd } from "./faq-json-ld";

/**
 * Everything on the FAQ page under its banner, as HTML with no script (the
 * Astro page): the jump links, every question and answer, their FAQPage
 * structured data and the contact block. Rendered without React in the
 * browser, the contact block's Live Chat is its link to the contact form.
 */
export function FaqPageContent() {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-12 px-4 py-12 sm:px-6 lg:px-8">
      <CategoryJumpNav categories={faqCategories} />
      <FaqDetailsAccordion categories={faqCategories} />
      <JsonLdScript block={faqPageJsonLd(faqCategories)} />
      <FaqContactBlock />
    </div>
  );
}
