import { describe, expect, it } from "vitest";
import { blogPosts } from "./resources-blog";

describe("blog posts", () => {
  it("each have an id of their own, their page's path", () => {
    const ids = blogPosts.map((post) => post.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("each carry their article", () => {
    for (const post of blogPosts) {
      expect(post.body.length).toBeGreaterThan(0);
      for (const paragraph of post.body) expect(paragraph.trim()).not.toBe("");
    }
  });
});
