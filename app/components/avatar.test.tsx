// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Avatar } from "./avatar";

afterEach(cleanup);

describe("Avatar", () => {
  it("shows the person's illustrated portrait as a decorative, lazy image of the given size", () => {
    const { container } = render(<Avatar name="Priya Venkataraman" size={88} />);
    const img = container.querySelector("img")!;
    expect(img.getAttribute("src")).toBe("/portraits/priya-venkataraman.svg");
    expect(img.getAttribute("alt")).toBe("");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["88", "88"]);
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("decoding")).toBe("async");
    expect(img.hasAttribute("fetchpriority")).toBe(false);
    expect(container.textContent).toBe("");
  });

  it("shows a named photo as AVIF and WebP sources sized to the slot", () => {
    const { container } = render(<Avatar name="Vikram Deshpande" image="vikram-deshpande.jpg" size={44} />);
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]!.getAttribute("srcset")).toContain("/photos/vikram-deshpande-128.avif 128w");
    expect(sources[0]!.getAttribute("sizes")).toBe("44px");
    const img = container.querySelector("picture > img")!;
    expect(img.getAttribute("src")).toBe("/photos/vikram-deshpande-256.webp");
    expect([img.getAttribute("width"), img.getAttribute("height"), img.getAttribute("alt")]).toEqual(["44", "44", ""]);
  });

  it("loads the page's LCP picture at once with high priority", () => {
    const { container } = render(<Avatar name="Vikram Deshpande" image="vikram-deshpande.jpg" priority />);
    const img = container.querySelector("img")!;
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
  });
});
