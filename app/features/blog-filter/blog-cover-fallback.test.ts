// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { BLOG_IMAGE_PLACEHOLDER, armBlogCoverFallback } from "./blog-cover-fallback";

let disarm = () => {};
afterEach(() => {
  disarm();
  document.body.innerHTML = "";
});

describe("the blog covers' fallback", () => {
  it("replaces a cover photo that fails with the placeholder, dropping the <picture>'s sources that chose it", () => {
    document.body.innerHTML = `<picture><source type="image/avif" srcset="/photos/covers-x-640.avif 640w"><img src="/photos/covers-x-640.webp" alt="" data-blog-image=""></picture>`;
    disarm = armBlogCoverFallback(document);
    const img = document.querySelector("img")!;
    img.dispatchEvent(new Event("error"));
    expect(document.querySelectorAll("source")).toHaveLength(0);
    expect(img.getAttribute("src")).toBe(BLOG_IMAGE_PLACEHOLDER);
  });

  it("replaces a generated cover that fails, and leaves other images alone", () => {
    document.body.innerHTML = `<img id="cover" src="/covers/blog/x.svg" alt="" data-blog-image=""><img id="other" src="/x.png" alt="">`;
    disarm = armBlogCoverFallback(document);
    for (const img of document.querySelectorAll("img")) img.dispatchEvent(new Event("error"));
    expect(document.querySelector("#cover")?.getAttribute("src")).toBe(BLOG_IMAGE_PLACEHOLDER);
    expect(document.querySelector("#other")?.getAttribute("src")).toBe("/x.png");
  });
});
