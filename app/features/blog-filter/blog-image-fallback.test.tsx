// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BLOG_IMAGE_PLACEHOLDER } from "~/content/blog-image-placeholder";
import { showPlaceholder, useBlogImageFallback } from "./blog-image-fallback";
import { BlogImage } from "./blog-image";

function PageWithFallback() {
  useBlogImageFallback();
  return null;
}

/** Markup as static content leaves it: no React of its own. */
function staticMarkup() {
  const box = document.createElement("div");
  box.innerHTML = `<img data-blog-image="" src="/images/blog/a.svg" alt=""><img src="/images/other.svg" alt="">`;
  document.body.append(box);
  const [cover, other] = box.querySelectorAll("img");
  return { cover: cover!, other: other! };
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

describe("blog covers in static content", () => {
  it("show the placeholder once, so a failing placeholder does not loop", () => {
    const { cover } = staticMarkup();
    showPlaceholder(cover);
    expect(cover.getAttribute("src")).toBe(BLOG_IMAGE_PLACEHOLDER);
    expect(cover.hasAttribute("data-fallback")).toBe(true);
    cover.setAttribute("src", "/changed.svg");
    showPlaceholder(cover);
    expect(cover.getAttribute("src")).toBe("/changed.svg");
  });

  it("fall back when they fail while their page is up, and only they do", () => {
    const { cover, other } = staticMarkup();
    const { unmount } = render(<PageWithFallback />);
    other.dispatchEvent(new Event("error"));
    expect(other.getAttribute("src")).toBe("/images/other.svg");
    cover.dispatchEvent(new Event("error"));
    expect(cover.getAttribute("src")).toBe(BLOG_IMAGE_PLACEHOLDER);

    unmount();
    const { cover: later } = staticMarkup();
    later.dispatchEvent(new Event("error"));
    expect(later.getAttribute("src")).toBe("/images/blog/a.svg");
  });

  it("carry the blog image's markup with the mark the page looks for", () => {
    const { container } = render(<BlogImage src="/images/blog/a.svg" width={640} height={360} className="w-full" />);
    const img = container.querySelector("img")!;
    const attributes = Object.fromEntries([...img.attributes].map((attribute) => [attribute.name, attribute.value]));
    expect(attributes).toEqual({
      src: "/images/blog/a.svg",
      alt: "",
      width: "640",
      height: "360",
      loading: "lazy",
      decoding: "async",
      "data-blog-image": "",
      class: "bg-slate-100 object-cover w-full",
    });
  });
});
