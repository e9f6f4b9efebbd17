// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FAQ_DETAILS_NAME, FaqDetailsAccordion } from "./faq-details-accordion";
import type { FaqCategory } from "./faq-types";

afterEach(cleanup);

// The real questions are checked from their files in ./faq-grouping.test.ts (which also turns Markdown into
// these answers: satteri's native parser does not run under jsdom); here, the markup.
const faqCategories: FaqCategory[] = [
  {
    id: "faq-about",
    title: "About",
    icon: "building-2",
    items: [
      { id: "what-is-ankur", question: "What is Ankur?", answerHtml: "<p>An incubation ecosystem.</p>", answerText: "An incubation ecosystem." },
      { id: "my-data", question: "How do you handle my data?", answerHtml: '<p>See <a href="/legal/privacy-policy">the Privacy Policy</a>.</p>', answerText: "See the Privacy Policy." },
    ],
  },
  {
    id: "faq-entrepreneurs",
    title: "For Entrepreneurs",
    icon: "rocket",
    items: [
      {
        id: "equity",
        question: "Do you take equity?",
        answerHtml: "<p>Typically 3-7%.</p><p>Some programmes carry no equity at all.</p>",
        answerText: "Typically 3-7%.\n\nSome programmes carry no equity at all.",
      },
    ],
  },
];

describe("the FAQ as <details>", () => {
  it("gives every question one <details> of the same name, all closed, so the browser keeps one open, its answer's paragraphs inside", () => {
    const { container } = render(<FaqDetailsAccordion categories={faqCategories} />);
    const details = [...container.querySelectorAll("details")];
    expect(details.map((element) => element.querySelector("summary")?.textContent)).toEqual(["What is Ankur?", "How do you handle my data?", "Do you take equity?"]);
    for (const element of details) {
      expect(element.getAttribute("name")).toBe(FAQ_DETAILS_NAME);
      expect(element.open).toBe(false);
    }
    const answer = (i: number) => [...(details[i]?.querySelector('[data-testid="faq-answer"]')?.children ?? [])].map((p) => [p.tagName, p.textContent]);
    expect(answer(0)).toEqual([["P", "An incubation ecosystem."]]);
    expect(answer(2)).toEqual([
      ["P", "Typically 3-7%."],
      ["P", "Some programmes carry no equity at all."],
    ]);
  });

  it("keeps a link written in an answer's Markdown a link", () => {
    const { container } = render(<FaqDetailsAccordion categories={faqCategories} />);
    const link = container.querySelector('[id="faq-answer-my-data"] a');
    expect(link?.getAttribute("href")).toBe("/legal/privacy-policy");
    expect(link?.textContent).toBe("the Privacy Policy");
  });

  it("puts each category's id on its heading, focusable by script only, so a jump link lands on it and focuses it", () => {
    const { container } = render(<FaqDetailsAccordion categories={faqCategories} />);
    for (const category of faqCategories) {
      const heading = container.querySelector(`[id="${category.id}"]`);
      expect(heading?.tagName).toBe("H2");
      expect(heading?.getAttribute("tabindex")).toBe("-1");
      expect(heading?.textContent).toBe(category.title);
      expect(heading?.closest("section")?.getAttribute("aria-labelledby")).toBe(category.id);
    }
  });
});
