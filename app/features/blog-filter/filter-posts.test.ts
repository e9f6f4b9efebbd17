import { describe, expect, it } from "vitest";
import { blogPostsAsWritten } from "~/features/blog-filter/blog-posts.test-support";
import { blogPostPath } from "./blog-post-path";
import { blogFilters, filterPosts, matchesPost, splitFeatured } from "./filter-posts";

const blogPosts = blogPostsAsWritten();

const post = {
  title: "What the DPDP Rules Mean for Your Startup",
  excerpt: "Consent notices, breach reporting and the 72-hour clock.",
  tags: ["Data Protection", "Compliance"],
  category: "policy",
  date: "2026-10-01",
} as const;

describe("matchesPost", () => {
  it("matches title, excerpt or tags without regard to case", () => {
    expect(matchesPost(post, { search: "dpdp", category: "all" })).toBe(true);
    expect(matchesPost(post, { search: "72-HOUR", category: "all" })).toBe(true);
    expect(matchesPost(post, { search: "compliance", category: "all" })).toBe(true);
    expect(matchesPost(post, { search: "ondc", category: "all" })).toBe(false);
  });

  it("filters by category unless all, together with the search", () => {
    expect(matchesPost(post, { search: "", category: "policy" })).toBe(true);
    expect(matchesPost(post, { search: "", category: "tech" })).toBe(false);
    expect(matchesPost(post, { search: "dpdp", category: "ecosystem" })).toBe(false);
  });
});

describe("filterPosts and splitFeatured", () => {
  it("labels the filters All Posts, Ecosystem, Tech, Policy", () => {
    expect(blogFilters.map((f) => f.label)).toEqual(["All Posts", "Ecosystem", "Tech", "Policy"]);
  });

  it("sorts newest first", () => {
    const dates = filterPosts(blogPosts, { search: "", category: "all" }).map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("puts the first featured post apart from the recent ones", () => {
    const posts = [
      { id: "a", featured: false },
      { id: "b", featured: true },
      { id: "c" },
    ];
    const { featured, recent } = splitFeatured(posts);
    expect(featured?.id).toBe("b");
    expect(recent.map((p) => p.id)).toEqual(["a", "c"]);
    const unfeatured: { id: string; featured?: boolean }[] = [{ id: "x" }];
    expect(splitFeatured(unfeatured).featured).toBeUndefined();
  });

  it("has posts in every category, slug-like unique ids and a featured post", () => {
    for (const category of ["ecosystem", "tech", "policy"] as const) {
      expect(filterPosts(blogPosts, { search: "", category }).length).toBeGreaterThan(0);
    }
    const ids = blogPosts.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(blogPosts.some((p) => p.featured)).toBe(true);
  });
});

describe("blogPostPath", () => {
  it("is /blog/{id}", () => {
    expect(blogPostPath({ id: "stage-gates-explained" })).toBe("/blog/stage-gates-explained");
  });
});
