import { PageIntro } from "~/components/page-intro";
import { faqCategories } from "~/content/faq";
import { CategoryJumpNav } from "~/features/faq-accordion/category-jump-nav";
import { FaqAccordion } from "~/features/faq-accordion/faq-accordion";
import { faqPageJsonLd } from "~/features/faq-accordion/faq-json-ld";
import { FaqContactBlock } from "~/features/faq-contact/faq-contact-block";
import { SupportChat } from "~/features/support-chat/support-chat";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/faq";

export const meta = () => pageMeta(PATH, [faqPageJsonLd(faqCategories)]);

export default function FaqPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <div className="mx-auto flex max-w-4xl flex-col gap-12 px-4 py-12 sm:px-6 lg:px-8">
        <CategoryJumpNav categories={faqCategories} />
        <FaqAccordion categories={faqCategories} />
        <FaqContactBlock />
      </div>
      <SupportChat />
    </>
  );
}
