/**
 * The blog: one Markdown file per post, app/content/blog/<id>.md (the post
 * lives at /blog/<id>), its card and byline in the frontmatter, the article as
 * the Markdown body; and app/content/blog-page.yaml, the words every post's
 * page adds around it.
 */
import { defineCollection } from "astro:content";
import { file, glob } from "astro/loaders";
import { z } from "astro/zod";
import { parse } from "yaml";
import { blogCategories } from "~/features/blog-filter/blog-post";
import { coverPhotoFile, istDate, sitePath } from "./fields";
import { personReference } from "./people";

const text = z.string().trim().min(1);

const blogPost = z.strictObject({
  title: text,
  /** The day it was published (YYYY-MM-DD, in India); the blog lists the newest first. */
  date: istDate,
  category: z.enum(blogCategories, { error: (issue) => `"${String(issue.input)}" is not a blog category: one of ${blogCategories.join(", ")}` }),
  /** The author: a person's id, the file name in app/content/people/ ("priya-venkataraman"); the byline shows their name, role and organisation. */
  author: personReference,
  /** As shown beside the date ("7 min read"). */
  readTime: text.regex(/^\d+ min read$/, 'must read like "7 min read"'),
  tags: z.array(text).min(1),
  /** The card's and the page's summary, and the feed's description. */
  excerpt: text,
  /** A cover photo in app/assets/photos/covers/; without one the post gets its generated cover art (/covers/blog/<id>.svg). */
  image: coverPhotoFile.optional(),
  /** The post that leads the blog page (the newest featured one). */
  featured: z.boolean().optional(),
});

/** The words of the blog's list (/resources/blog) and of every post's page around the posts; {title} in the contact topic becomes the post's title. */
const blogPage = z.strictObject({
  list: z.strictObject({
    /** The heading over the featured post, and its badge. */
    featured: text,
    recent: text,
    readArticle: text,
    noMatch: text,
  }),
  article: z.strictObject({ tags: text, writtenBy: text, related: text }),
  articleCta: z.strictObject({
    title: text,
    text,
    primaryLabel: text,
    contactTopic: text.includes("{title}", { message: "must contain {title}, where the post's title goes" }),
    secondaryLabel: text,
    secondaryTo: sitePath,
  }),
  /** How many posts to read next a post suggests. */
  relatedPostCount: z.number().int().min(0),
});

/** A single YAML document as the one entry "page" of a file collection. */
const singlePage = (document: string) => ({ page: parse(document) as Record<string, unknown> });

export const blogCollections = {
  blog: defineCollection({ loader: glob({ pattern: "*.md", base: "./app/content/blog" }), schema: blogPost }),
  blogPage: defineCollection({ loader: file("./app/content/blog-page.yaml", { parser: singlePage }), schema: blogPage }),
};
