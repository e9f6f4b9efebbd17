import { describe, expect, it } from "vitest";
import { syncWithEntries } from "./broken-entry";

// A broken blog post fails the build, naming the file and the field.
const wellFormed = `---
title: A Well-Formed Test Post
date: "2026-03-31"
category: policy
author: priya-venkataraman
readTime: 4 min read
tags: [Testing]
excerpt: A post that the schema accepts.
---

Its article, in Markdown.
`;

describe("blog posts", () => {
  it("fail the build on an unknown category, a day that is not in the calendar and an author with no person file, naming each", async () => {
    const { exitCode, output } = await syncWithEntries({
      "blog/test-broken-post.md": wellFormed.replace("category: policy", "category: gossip").replace('"2026-03-31"', '"2026-02-30"').replace("author: priya-venkataraman", "author: nobody-at-all"),
    });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("blog → test-broken-post data does not match collection schema");
    expect(output).toContain("app/content/blog/test-broken-post.md");
    expect(output).toContain('category: "gossip" is not a blog category: one of ecosystem, tech, policy');
    expect(output).toContain('date: "2026-02-30" is not a day of the calendar');
    expect(output).toContain('author: refers to "nobody-at-all", but app/content/people/nobody-at-all.yaml does not exist');
  }, 60_000);

  it("fail the build on a missing author and excerpt, a cover photo that is not there and an unknown field", async () => {
    const { exitCode, output } = await syncWithEntries({
      "blog/test-incomplete-post.md": wellFormed.replace("author: priya-venkataraman\n", "").replace("excerpt: A post that the schema accepts.\n", "image: no-such-cover.jpg\nsubtitle: Not a field\n"),
    });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("app/content/blog/test-incomplete-post.md");
    expect(output).toMatch(/author\W+author: Required|author.*expected string/);
    expect(output).toMatch(/excerpt\W+excerpt: Required|excerpt.*expected string/);
    expect(output).toContain('image: names the cover "no-such-cover.jpg", but app/assets/photos/covers/no-such-cover.jpg does not exist');
    expect(output).toContain('Unrecognized key: "subtitle"');
  }, 60_000);

  it("pass a well-formed post (the check is not failing for some other reason)", async () => {
    const { exitCode, output } = await syncWithEntries({ "blog/test-well-formed.md": wellFormed });
    expect(output).not.toContain("Error");
    expect(exitCode).toBe(0);
  }, 60_000);

  it("fail the build when the page's call to action loses the post's title", async () => {
    const { exitCode, output } = await syncWithEntries({
      "blog-page.yaml": "articleCta:\n  title: T\n  text: T\n  primaryLabel: Ask\n  contactTopic: Article\n  secondaryLabel: More\n  secondaryTo: /resources/blog\nrelatedPostCount: 3\n",
    });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("contactTopic: must contain {title}, where the post's title goes");
  }, 60_000);
});
