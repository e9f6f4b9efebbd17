// @vitest-environment jsdom
import { act, cleanup, fireEvent, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { blogListCopyAsWritten, blogPostsAsWritten } from "~/features/blog-filter/blog-posts.test-support";
import { hydrate, prerender } from "~/lib/server-html.test-support";
import { BlogBrowser } from "./blog-browser";

const blogPosts = blogPostsAsWritten();

const island = <BlogBrowser posts={blogPosts} copy={blogListCopyAsWritten()} />;
const postTitles = (container: HTMLElement) => [...container.querySelectorAll("[data-testid=blog-post] h3")].map((h) => h.textContent);

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

describe("BlogBrowser hydrating on first use", () => {
  it("searches for the words typed before its code arrived, and for what is typed after", async () => {
    const container = prerender(island);
    const search = within(container).getByLabelText<HTMLInputElement>("Search articles");
    search.value = "ondc";
    expect(postTitles(container)).toHaveLength(blogPosts.length);

    await hydrate(container, island);
    expect(postTitles(container)).toEqual(["Building on ONDC: What We Learnt Integrating Three Sellers"]);
    expect(container.querySelector("output")?.textContent).toBe(`1 of ${blogPosts.length} posts match`);
    expect(search.value).toBe("ondc");

    await act(async () => fireEvent.change(search, { target: { value: "" } }));
    expect(postTitles(container)).toHaveLength(blogPosts.length);
  });

  it("shows every post when nothing was typed", async () => {
    const container = prerender(island);
    await hydrate(container, island);
    expect(container.querySelector("output")?.textContent).toBe(`Showing all ${blogPosts.length} posts`);
  });
});
