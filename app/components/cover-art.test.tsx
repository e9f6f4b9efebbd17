// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CoverArt } from "./cover-art";

afterEach(cleanup);

describe("CoverArt", () => {
  it("shows a cover image at 16:9 with its size set, decorative, loading as it nears the viewport", () => {
    const { container } = render(<CoverArt image="/covers/blog/a-post.svg" className="h-36" />);
    const img = container.querySelector("img")!;
    expect([img.getAttribute("src"), img.getAttribute("width"), img.getAttribute("height"), img.getAttribute("alt"), img.getAttribute("loading")]).toEqual([
      "/covers/blog/a-post.svg",
      "640",
      "360",
      "",
      "lazy",
    ]);
    expect(img.className).toContain("h-36");
  });

  it("loads at once when it opens the page", () => {
    const { container } = render(<CoverArt image="/covers/events/an-event.svg" eager />);
    expect(container.querySelector("img")?.getAttribute("loading")).toBe("eager");
  });

  it("draws a file's icon on its colour, hidden from assistive technology, with no image request", () => {
    const { container } = render(<CoverArt cover={{ icon: "file-text", colour: "brand" }} />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.firstElementChild?.getAttribute("aria-hidden")).toBe("true");
    expect(container.querySelector("use")?.getAttribute("href")).toContain("#file-text");
  });
});
