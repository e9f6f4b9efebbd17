import { describe, expect, it } from "vitest";
import { blogPostBodies } from "./resources-blog-bodies";
import { blogPostSummaries } from "./resources-blog-summaries";
import { blogPosts } from "./resources-blog";

describe("blog posts, kept as summaries and articles", () => {
  it("give every summary its article, in the summaries' order", () => {
    expect(blogPosts.map((post) => post.id)).toEqual(blogPostSummaries.map((post) => post.id));
    for (const post of blogPosts) {
      expect(post.body.length).toBeGreaterThan(0);
      expect(post).toEqual({ ...blogPostSummaries.find((summary) => summary.id === post.id), body: blogPostBodies[post.id] });
    }
  });

  it("hold no article without a post", () => {
    expect(Object.keys(blogPostBodies).sort()).toEqual(blogPostSummaries.map((post) => post.id).sort());
  });
});
