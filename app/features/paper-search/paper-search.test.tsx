// @vitest-environment jsdom
import { act, cleanup, fireEvent, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { hydrate, prerender } from "~/lib/server-html.test-support";
import { PaperSearch } from "./paper-search";
import { researchPapersAsWritten } from "./research-papers.test-support";

const researchPapers = researchPapersAsWritten();

const island = <PaperSearch papers={researchPapers} />;
const titles = (container: HTMLElement) => [...container.querySelectorAll("h3")].map((h) => h.textContent);

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

describe("PaperSearch hydrating on first use", () => {
  it("searches for the words typed before its code arrived, and for what is typed after", async () => {
    const container = prerender(island);
    const search = within(container).getByPlaceholderText<HTMLInputElement>("Search papers...");
    search.value = "payback";
    expect(titles(container)).toHaveLength(researchPapers.length);

    await hydrate(container, island);
    expect(titles(container)).toEqual(["Edge AI for Visual Quality Inspection in MSME Manufacturing"]);
    expect(container.querySelector("output")?.textContent).toBe(`1 of ${researchPapers.length} papers match`);
    expect(search.value).toBe("payback");

    await act(async () => fireEvent.change(search, { target: { value: "" } }));
    expect(titles(container)).toHaveLength(researchPapers.length);
  });

  it("clears words that matched nothing with its Clear filters button", async () => {
    const container = prerender(island);
    const search = within(container).getByPlaceholderText<HTMLInputElement>("Search papers...");
    search.value = "Kulkarni"; // an author: not searched
    await hydrate(container, island);
    expect(within(container).getByText(/^No papers match your search/)).toBeTruthy();
    await act(async () => within(container).getByText("Clear filters").click());
    expect(search.value).toBe("");
    expect(titles(container)).toHaveLength(researchPapers.length);
  });
});
