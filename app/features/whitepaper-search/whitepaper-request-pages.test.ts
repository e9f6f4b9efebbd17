import { describe, expect, it } from "vitest";
import { requestedFileById } from "~/features/lead-forms/requested-items";
import { whitepaperRequestPages, whitepaperRequestPath } from "./whitepaper-request-pages";
import { whitepapersAsWritten } from "~/features/download-request/downloads.test-support";

const whitepapers = whitepapersAsWritten();

describe("the whitepapers' request pages", () => {
  it("gives every paper a page of its own under the library, ending the trail with the paper", () => {
    const pages = whitepaperRequestPages(whitepapers);
    expect(pages.map((page) => page.params.paper)).toEqual(whitepapers.map((paper) => paper.id));
    for (const { params, props } of pages) {
      expect(props.trail.at(-1)).toEqual({ name: props.paper.title, path: `/resources/whitepapers/${params.paper}/request` });
      expect(props.paper.format).toMatch(/^PDF · \d/);
    }
  });

  it("names papers the download request's page finds again among the files (a refused plain post shows the same paper)", () => {
    const files = whitepapers.map(({ id, title }) => ({ id, title }));
    for (const paper of whitepapers) expect(requestedFileById(paper.id, files)).toEqual({ id: paper.id, title: paper.title });
    expect(requestedFileById("no-such-paper", files)).toBeUndefined();
  });

  it("keeps an id's odd characters inside its path segment", () => {
    expect(whitepaperRequestPath("a/b c")).toBe("/resources/whitepapers/a%2Fb%20c/request");
  });
});
