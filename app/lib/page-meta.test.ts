// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { pagePaths } from "~/config/page-titles";
import { headMarkup } from "./head-markup.test-support";
import { pageHead } from "./page-heads";
import { prerenderedHead } from "./prerendered-head";

afterEach(() => {
  document.head.innerHTML = "";
  vi.resetModules();
});

describe("prerenderedHead on registered pages", () => {
  it.each(pagePaths)("reads %s's prerendered <head> back as the descriptors that rendered it", (path) => {
    const head = pageHead(path);
    document.head.innerHTML = `<meta charset="utf-8"><meta name="viewport" content="width=device-width">${headMarkup(head)}`;
    expect(prerenderedHead()).toEqual(head);
  });

  it("keeps a page's own structured data (the events page's Event blocks)", () => {
    const head = pageHead("/resources/events");
    expect(head.filter((descriptor) => "script:ld+json" in descriptor).length).toBeGreaterThan(1);
    document.head.innerHTML = headMarkup(head);
    expect(prerenderedHead()).toEqual(head);
  });
});

describe("pageMeta", () => {
  it("while the page hydrates, gives the prerendered <head> without loading the registry, and keeps it for that page", async () => {
    const head = pageHead("/about-us");
    document.head.innerHTML = headMarkup(head);
    vi.doMock("./page-heads", () => {
      throw new Error("the registry's heads were loaded");
    });
    const { pageMeta } = await import("./page-meta");
    expect(pageMeta("/about-us")).toEqual(head);
    // Hydrated now: the router renders the same page's <head> again as a navigation away starts.
    document.documentElement.dataset.hydrated = "true";
    document.head.innerHTML = "";
    expect(pageMeta("/about-us")).toEqual(head);
    delete document.documentElement.dataset.hydrated;
    vi.doUnmock("./page-heads");
  });
});
