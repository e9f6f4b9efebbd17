import { describe, expect, it } from "vitest";
import { faqCategories } from "~/content/faq";
import { faqPageJsonLd } from "./faq-json-ld";

describe("faqPageJsonLd", () => {
  it("lists every question with its answer and survives a JSON round trip", () => {
    const block = JSON.parse(JSON.stringify(faqPageJsonLd(faqCategories)));
    const total = faqCategories.reduce((n, c) => n + c.items.length, 0);
    expect(block["@type"]).toBe("FAQPage");
    expect(block.mainEntity).toHaveLength(total);
    for (const q of block.mainEntity) {
      expect(q["@type"]).toBe("Question");
      expect(q.name.length).toBeGreaterThan(5);
      expect(q.acceptedAnswer.text.length).toBeGreaterThan(5);
    }
  });
});
