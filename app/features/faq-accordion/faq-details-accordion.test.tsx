// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { faqCategories } from "~/content/faq";
import { FAQ_DETAILS_NAME, FaqDetailsAccordion } from "./faq-details-accordion";

afterEach(cleanup);

describe("the FAQ as <details>", () => {
  it("gives every question one <details> of the same name, all closed, so the browser keeps one open", () => {
    const { container } = render(<FaqDetailsAccordion categories={faqCategories} />);
    const questions = faqCategories.flatMap((category) => category.items);
    const details = [...container.querySelectorAll("details")];
    expect(details).toHaveLength(questions.length);
    expect(details.length).toBeGreaterThanOrEqual(15);
    for (const [i, element] of details.entries()) {
      expect(element.getAttribute("name")).toBe(FAQ_DETAILS_NAME);
      expect(element.open).toBe(false);
      expect(element.querySelector("summary")?.textContent).toBe(questions[i]!.question);
      expect(element.querySelector('[data-testid="faq-answer"]')?.textContent).toBe(questions[i]!.answer.join(""));
    }
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
