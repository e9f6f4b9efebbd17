/**
 * Test support (Vitest, Playwright; never the site): the blog's posts as
 * app/content/blog/*.md hold them, shaped as the build shapes them
 * (app/features/blog-article/blog-entries.ts) — newest first, the author's
 * byline from app/content/people/, the generated cover unless a photo is
 * named — with the Markdown body as written instead of its HTML.
 */
import { readEntries } from "../../../tests/support/content-entries";
import type { BlogCategory, BlogPost } from "./blog-post";

type RawPerson = { name: string; role: string; organisation?: string; image?: string };
type RawPost = { title: string; date: string; category: BlogCategory; author: string; readTime: string; tags: string[]; excerpt: string; image?: string; featured?: boolean };

/** Every post, newest first. */
export function blogPostsAsWritten(): BlogPost[] {
  const people = new Map(readEntries("people").map((entry) => [entry.id, entry.data as RawPerson]));
  return readEntries("blog")
    .map(({ id, data, body }): BlogPost => {
      const { author: authorId, image, featured, ...post } = data as RawPost;
      const author = people.get(authorId);
      if (!author) throw new Error(`blog/${id}.md: no person "${authorId}"`);
      return {
        ...post,
        id,
        author: { name: author.name, role: author.organisation ? `${author.role}, ${author.organisation}` : author.role, ...(author.image ? { image: author.image } : {}) },
        image: image ?? `/covers/blog/${id}.svg`,
        ...(featured ? { featured } : {}),
        bodyHtml: body ?? "",
      };
    })
    .toSorted((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}
