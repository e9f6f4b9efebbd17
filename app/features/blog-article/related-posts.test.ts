import { describe, expect, it } from "vitest";
import { blogPostsAsWritten } from "~/features/blog-filter/blog-posts.test-support";
import { relatedPosts, relatedness } from "./related-posts";

const post = (id: string, category: "ecosystem" | "tech" | "policy", tags: string[], date: string) => ({ id, category, tags, date });

const blogPosts = blogPostsAsWritten();

const base = post("base", "policy", ["Compliance", "GST"], "2026-01-01");
const all = [
  base,
  post("same-category-old", "policy", ["Tax"], "2025-01-01"),
  post("one-tag", "tech", ["compliance"], "2025-06-01"),
  post("two-tags-and-category", "policy", ["GST", "Compliance"], "2024-01-01"),
  post("unrelated-new", "ecosystem", ["Jobs"], "2026-06-01"),
  post("unrelated-old", "tech", ["AI"], "2023-01-01"),
];

describe("relatedness", () => {
  it("weighs shared tags above a shared category, ignoring case", () => {
    expect(relatedness(base, all[3]!)).toBe(5);
    expect(relatedness(base, all[2]!)).toBe(2);
    expect(relatedness(base, all[1]!)).toBe(1);
    expect(relatedness(base, all[4]!)).toBe(0);
  });
});

describe("relatedPosts", () => {
  it("ranks by shared tags, then category, and never includes the post itself", () => {
    expect(relatedPosts(base, all, 3).map((p) => p.id)).toEqual(["two-tags-and-category", "one-tag", "same-category-old"]);
  });

  it("fills with the newest unrelated posts when too few are related", () => {
    expect(relatedPosts(base, all, 5).map((p) => p.id)).toEqual([
      "two-tags-and-category",
      "one-tag",
      "same-category-old",
      "unrelated-new",
      "unrelated-old",
    ]);
  });

  it("breaks ties with the newer post first", () => {
    const tied = [post("older", "tech", [], "2024-01-01"), post("newer", "tech", [], "2025-01-01")];
    expect(relatedPosts(post("x", "tech", [], "2026-01-01"), tied, 2).map((p) => p.id)).toEqual(["newer", "older"]);
  });

  it("returns nothing for a count of zero or fewer", () => {
    expect(relatedPosts(base, all, 0)).toEqual([]);
    expect(relatedPosts(base, all, -1)).toEqual([]);
  });

  it("gives every real post three existing, distinct neighbours", () => {
    const ids = new Set(blogPosts.map((p) => p.id));
    for (const p of blogPosts) {
      const related = relatedPosts(p, blogPosts, 3);
      expect(related).toHaveLength(3);
      expect(new Set(related.map((r) => r.id)).size).toBe(3);
      for (const r of related) {
        expect(ids.has(r.id)).toBe(true);
        expect(r.id).not.toBe(p.id);
      }
    }
  });

  it("pairs the two incubation posts", () => {
    const troupes = blogPosts.find((p) => p.id === "why-troupes-beat-mentors")!;
    expect(relatedPosts(troupes, blogPosts, 1)[0]?.id).toBe("stage-gates-explained");
  });
});
