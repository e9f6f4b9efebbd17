import { describe, expect, it } from "vitest";
import { readEntries } from "../../../tests/support/content-entries";
import { FAQ_CATEGORY_IDS } from "./faq-categories";
import { faqFromFiles } from "./faq-from-files.test-support";
import { faqAnswer, groupFaq } from "./faq-grouping";

describe("groupFaq", () => {
  it("puts each question under its category, by order then file name, the categories in their listed order, and leaves out an empty one", () => {
    const grouped = groupFaq(
      [
        { id: "resources", title: "Resources & Support", icon: "library" },
        { id: "about", title: "About", icon: "building-2" },
        { id: "partnerships", title: "Partnerships & Engagement", icon: "handshake" },
      ],
      [
        { id: "b", question: "B?", category: "about", order: 2, answer: "B." },
        { id: "c", question: "C?", category: "about", order: 1, answer: "C." },
        { id: "a", question: "A?", category: "about", order: 2, answer: "A." },
        { id: "r", question: "R?", category: "resources", order: 1, answer: "R." },
      ],
    );
    expect(grouped.map((category) => [category.id, category.items.map((item) => item.id)])).toEqual([
      ["faq-resources", ["r"]],
      ["faq-about", ["c", "a", "b"]],
    ]);
  });

  it("turns an answer's Markdown into HTML paragraphs with their links, and into text for the structured data, its words unchanged", () => {
    expect(faqAnswer("It's \"3-7%\" -- see [the terms](/legal/terms-of-use) & more.\n\nSecond.\n")).toEqual({
      answerHtml: '<p>It\'s "3-7%" -- see <a href="/legal/terms-of-use">the terms</a> &amp; more.</p><p>Second.</p>',
      answerText: "It's \"3-7%\" -- see the terms & more.\n\nSecond.",
    });
  });
});

describe("the FAQ's files (app/content/faq/, app/content/faq-page.yaml)", () => {
  it("give every category questions, and every question its answer's words as written", () => {
    const categories = faqFromFiles();
    expect(categories.map((category) => category.id)).toEqual(FAQ_CATEGORY_IDS.map((id) => `faq-${id}`));
    const items = categories.flatMap((category) => category.items);
    expect(items).toHaveLength(readEntries("faq").length);
    expect(items.length).toBeGreaterThanOrEqual(15);
    for (const entry of readEntries("faq")) {
      const item = items.find((candidate) => candidate.id === entry.id);
      expect(item?.answerText).toBe((entry.body ?? "").trim());
    }
  });
});
