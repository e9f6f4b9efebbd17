import type { FaqCategory } from "./faq-types";
import type { JsonLd } from "~/lib/seo-meta";

/** schema.org FAQPage with every question of every category. */
export function faqPageJsonLd(categories: readonly FaqCategory[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: categories.flatMap((category) =>
      category.items.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answerText },
      })),
    ),
  };
}
