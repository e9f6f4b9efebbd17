// @vitest-environment jsdom
import { act, cleanup, fireEvent, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { hydrate, prerender } from "~/lib/server-html.test-support";
import { WhitepaperBrowser } from "./whitepaper-browser";
import { whitepapersAsWritten } from "~/features/download-request/downloads.test-support";

const whitepapers = whitepapersAsWritten();

const island = <WhitepaperBrowser papers={whitepapers} />;
const titles = (container: HTMLElement) => [...container.querySelectorAll("h3")].map((h) => h.textContent);
const searchField = (container: HTMLElement) => within(container).getByLabelText<HTMLInputElement>("Search whitepapers by title or description");

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

describe("WhitepaperBrowser hydrating on first use", () => {
  it("searches for the words typed before its code arrived, and for what is typed after", async () => {
    const container = prerender(island);
    const search = searchField(container);
    search.value = "abandoned";
    expect(titles(container)).toHaveLength(whitepapers.length);

    await hydrate(container, island);
    expect(titles(container)).toEqual(["MSME Digital Adoption Index 2026"]);
    expect(container.querySelector("output")?.textContent).toBe(`1 of ${whitepapers.length} whitepapers match`);
    expect(search.value).toBe("abandoned");

    await act(async () => fireEvent.change(search, { target: { value: "" } }));
    expect(titles(container)).toHaveLength(whitepapers.length);
  });

  it("clears words that matched nothing with its Clear filters button", async () => {
    const container = prerender(island);
    const search = searchField(container);
    search.value = "no such whitepaper";
    await hydrate(container, island);
    expect(titles(container)).toHaveLength(0);
    await act(async () => within(container).getByText("Clear filters").click());
    expect(search.value).toBe("");
    expect(titles(container)).toHaveLength(whitepapers.length);
  });

  it("renders each paper's Download as a button for script and a link to the paper's request page for no script", async () => {
    const container = prerender(island);
    for (const paper of whitepapers) {
      const link = container.querySelector(`a[href="/resources/whitepapers/${paper.id}/request"]`);
      expect(link?.textContent).toBe(`Download: ${paper.title}`);
      expect(link?.className).toContain("noscript:inline-flex");
    }
    const buttons = [...container.querySelectorAll("button")].filter((button) => button.textContent?.startsWith("Download"));
    expect(buttons).toHaveLength(whitepapers.length);
    // jsdom has no showModal: open the dialog as a browser would, enough to see which paper it is for.
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.setAttribute("open", "");
    };
    await hydrate(container, island);
    await act(async () => buttons[0]?.click());
    expect(document.querySelector("dialog[open]")?.textContent).toContain(whitepapers[0]?.title);
  });
});
