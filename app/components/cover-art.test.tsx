// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CoverArt, CoverImage } from "./cover-art";

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

  it("shows a cover photo as a <picture> of AVIF then WebP at 640, 800 and 1280 px, sized 16:9 and decorative", () => {
    const { container } = render(<CoverArt image="market-stall.jpg" className="h-36" />);
    const picture = container.querySelector("picture")!;
    expect(picture.className).toContain("h-36");
    const sources = [...picture.querySelectorAll("source")].map((s) => [s.getAttribute("type"), s.getAttribute("srcset"), s.getAttribute("sizes")]);
    expect(sources).toEqual([
      ["image/avif", "/photos/covers-market-stall-640.avif 640w, /photos/covers-market-stall-800.avif 800w, /photos/covers-market-stall-1280.avif 1280w", "(min-width: 640px) 640px, 100vw"],
      ["image/webp", "/photos/covers-market-stall-640.webp 640w, /photos/covers-market-stall-800.webp 800w, /photos/covers-market-stall-1280.webp 1280w", "(min-width: 640px) 640px, 100vw"],
    ]);
    const img = picture.querySelector("img")!;
    expect([img.getAttribute("src"), img.getAttribute("width"), img.getAttribute("height"), img.getAttribute("alt"), img.getAttribute("loading")]).toEqual([
      "/photos/covers-market-stall-640.webp",
      "640",
      "360",
      "",
      "lazy",
    ]);
    expect(img.hasAttribute("fetchpriority")).toBe(false);
  });

  it("loads a cover photo that opens the page at once, with high priority when asked, at the slot's size", () => {
    const { container } = render(<CoverImage image="market-stall.jpg" width={1280} height={720} eager highPriority data-blog-image="" />);
    const img = container.querySelector("picture img")!;
    expect([img.getAttribute("loading"), img.getAttribute("fetchpriority"), img.getAttribute("width"), img.getAttribute("height")]).toEqual(["eager", "high", "1280", "720"]);
    expect(img.hasAttribute("data-blog-image")).toBe(true);
    expect(container.querySelector("source")?.getAttribute("sizes")).toBe("(min-width: 1280px) 1280px, 100vw");
  });

  it("draws a file's icon on its colour, hidden from assistive technology, with no image request", () => {
    const { container } = render(<CoverArt cover={{ icon: "file-text", colour: "brand" }} />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.firstElementChild?.getAttribute("aria-hidden")).toBe("true");
    expect(container.querySelector("use")?.getAttribute("href")).toContain("#file-text");
  });
});
