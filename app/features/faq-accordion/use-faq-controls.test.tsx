// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FaqCategory } from "~/content/faq-types";
import { CategoryJumpNav } from "./category-jump-nav";
import { FaqAccordion } from "./faq-accordion";
import { jumpLinkCategory, useFaqControls } from "./use-faq-controls";

const categories: readonly FaqCategory[] = [
  {
    id: "faq-about",
    title: "About",
    icon: "building-2",
    items: [
      { id: "equity", question: "Do you take equity?", answer: ["3-7%."] },
      { id: "stages", question: "What are the stages?", answer: ["Five."] },
    ],
  },
  { id: "faq-resources", title: "Resources", icon: "library", items: [{ id: "events", question: "How do I join an event?", answer: ["Register."] }] },
];

function Controls() {
  useFaqControls();
  return null;
}

const question = (id: string) => document.getElementById(`faq-question-${id}`) as HTMLButtonElement;
const answer = (id: string) => document.getElementById(`faq-answer-${id}`) as HTMLElement;
const shown = (id: string) => answer(id).classList.contains("flex") && !answer(id).classList.contains("hidden");
const click = (element: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  act(() => void element.dispatchEvent(event));
  return event;
};

describe("useFaqControls on the FAQ's prerendered markup", () => {
  beforeEach(() => {
    // The static content's markup, as prerendering gives it and hydration keeps it.
    document.body.innerHTML = `<main>${renderToStaticMarkup(
      <>
        <CategoryJumpNav categories={categories} />
        <FaqAccordion categories={categories} />
      </>,
    )}</main>`;
    // jsdom has neither: no reduced motion asked for, and scrolling is recorded.
    window.matchMedia = vi.fn<(query: string) => MediaQueryList>(() => ({ matches: false }) as MediaQueryList);
    Element.prototype.scrollIntoView = vi.fn<(options?: boolean | ScrollIntoViewOptions) => void>();
    render(<Controls />);
  });

  afterEach(() => {
    cleanup();
    document.body.innerHTML = "";
  });

  it("starts with every answer closed (shown without JavaScript only)", () => {
    for (const id of ["equity", "stages", "events"]) {
      expect(question(id).getAttribute("aria-expanded")).toBe("false");
      expect(answer(id).className).toContain("hidden noscript:flex");
    }
  });

  it("opens the clicked question, closes the one open before, and closes the open one when clicked again", () => {
    click(question("equity"));
    expect(question("equity").getAttribute("aria-expanded")).toBe("true");
    expect(shown("equity")).toBe(true);
    expect(question("equity").querySelector("svg")?.classList.contains("rotate-180")).toBe(true);

    click(question("events").querySelector("svg") as SVGSVGElement); // a click on the chevron
    expect(question("events").getAttribute("aria-expanded")).toBe("true");
    expect(question("equity").getAttribute("aria-expanded")).toBe("false");
    expect(shown("equity")).toBe(false);
    expect(answer("equity").className).toContain("hidden noscript:flex");
    expect(question("equity").querySelector("svg")?.classList.contains("rotate-180")).toBe(false);

    click(question("events"));
    expect(document.querySelectorAll('[aria-expanded="true"]')).toHaveLength(0);
  });

  it("a jump link moves focus to its category's heading and keeps the URL", () => {
    const link = document.querySelector('a[href="#faq-resources"]') as HTMLAnchorElement;
    expect(click(link).defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe("faq-resources-title");
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
  });

  it("leaves a modified click on a jump link to the browser", () => {
    const link = document.querySelector('a[href="#faq-resources"]') as HTMLAnchorElement;
    expect(click(link, { ctrlKey: true }).defaultPrevented).toBe(false);
  });

  it("stops listening when the page goes", () => {
    cleanup();
    click(question("equity"));
    expect(question("equity").getAttribute("aria-expanded")).toBe("false");
  });
});

describe("jumpLinkCategory", () => {
  it("is null for a click outside the jump links", () => {
    document.body.innerHTML = '<a href="#faq-about">About</a>';
    const target = document.querySelector("a");
    expect(jumpLinkCategory({ button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, target })).toBeNull();
    document.body.innerHTML = "";
  });
});
