import { describe, expect, it } from "vitest";
import { faqFromFiles } from "./faq-from-files.test-support";
import { faqPageJsonLd } from "./faq-json-ld";
import type { FaqCategory } from "./faq-types";

const faqCategories = faqFromFiles();

describe("faqPageJsonLd", () => {
  it("turns each question into a schema.org Question, its paragraphs into one answer", () => {
    const categories: FaqCategory[] = [
      {
        id: "faq-one",
        title: "One",
        icon: "rocket",
        items: [
          { id: "a", question: "Who can apply?", answerHtml: "<p>Founders of Indian ventures.</p><p>At any stage.</p>", answerText: "Founders of Indian ventures.\n\nAt any stage." },
          { id: "b", question: "How do I apply?", answerHtml: "<p>Fill in the form.</p>", answerText: "Fill in the form." },
        ],
      },
      { id: "faq-two", title: "Two", icon: "rocket", items: [{ id: "c", question: "Do you take equity?", answerHtml: "<p>Typically 3-7%.</p>", answerText: "Typically 3-7%." }] },
    ];
    expect(JSON.parse(JSON.stringify(faqPageJsonLd(categories)))).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        { "@type": "Question", name: "Who can apply?", acceptedAnswer: { "@type": "Answer", text: "Founders of Indian ventures.\n\nAt any stage." } },
        { "@type": "Question", name: "How do I apply?", acceptedAnswer: { "@type": "Answer", text: "Fill in the form." } },
        { "@type": "Question", name: "Do you take equity?", acceptedAnswer: { "@type": "Answer", text: "Typically 3-7%." } },
      ],
    });
  });

  it("lists every question of the FAQ's five categories with its answer and survives a JSON round trip", () => {
    // Spec 2 §2: the FAQ's five categories.
    expect(faqCategories.map((c) => c.title)).toEqual(["About", "For Entrepreneurs", "Troup-Based Incubation", "Partnerships & Engagement", "Resources & Support"]);
    const block = JSON.parse(JSON.stringify(faqPageJsonLd(faqCategories)));
    expect(block["@type"]).toBe("FAQPage");
    expect(block.mainEntity).toHaveLength(21);
    expect(block.mainEntity[0]).toMatchObject({ "@type": "Question", name: "What is Ankur?", acceptedAnswer: { "@type": "Answer" } });
    expect(block.mainEntity.map((q: { name: string }) => q.name)).toEqual(faqCategories.flatMap((c) => c.items.map((item) => item.question)));
    for (const q of block.mainEntity) {
      expect(q["@type"]).toBe("Question");
      expect(q.name.length).toBeGreaterThan(5);
      expect(q.acceptedAnswer.text.length).toBeGreaterThan(5);
    }
  });
});
