/**
 * Test support (Vitest, Playwright; never the site): the blog's posts as
 * app/content/blog/*.md hold them, shaped as the build shapes them
 * (app/features/blog-article/blog-entries.ts) — newest first, the author's
 * byline from app/content/people/, the generated cover unless a photo is
 * named — with the Markdown body as written instead of its HTML.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { readEntries } from "../../../tests/support/content-entries";
import type { BlogCategory, BlogListCopy, BlogPost } from "./blog-post";
import { personPosition } from "../people/person-position";

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
        author: { name: author.name, role: personPosition(author), ...(author.image ? { image: author.image } : {}) },
        image: image ?? `/covers/blog/${id}.svg`,
        ...(featured ? { featured } : {}),
        bodyHtml: body ?? "",
      };
    })
    .toSorted((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

/** The words of the blog's list, as app/content/blog-page.yaml holds them (not new URL(…, import.meta.url): Vite rewrites it under jsdom). */
export function blogListCopyAsWritten(): BlogListCopy {
  const page = parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), "../../content/blog-page.yaml"), "utf8")) as { list: BlogListCopy };
  return page.list;
}
