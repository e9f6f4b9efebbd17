/** The blog's categories, in the order the filter shows them (spec 2 §2); a post's category must be one of them. */
export const blogCategories = ["ecosystem", "tech", "policy"] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** A post's author as its byline shows them: the person's name, "role, organisation", and their photo if any. */
export type BlogAuthor = {
  name: string;
  role: string;
  /** A photo file in app/assets/photos/; without one an illustrated portrait drawn from the name is shown. */
  image?: string;
};

/** A post of the blog (app/content/blog/<id>.md), without its article: what the blog's list and a post's <head> need. */
export type BlogPostSummary = {
  /** The file name; the post lives at /blog/{id}. */
  id: string;
  title: string;
  category: BlogCategory;
  /**
   * Its cover: a photo file in app/assets/photos/covers/ ("market-stall.jpg";
   * the build makes it as AVIF and WebP at 640, 800 and 1280 px), or its generated
   * art, /covers/blog/<id>.svg (app/lib/cover-art). A placeholder replaces it
   * if it fails to load.
   */
  image: string;
  author: BlogAuthor;
  /** The day it was published, YYYY-MM-DD (Indian calendar day). */
  date: string;
  readTime: string;
  tags: readonly string[];
  excerpt: string;
  featured?: boolean;
};

/** A post with its article, rendered from the entry's Markdown to HTML at build time. */
export type BlogPost = BlogPostSummary & { bodyHtml: string };

/** The words of the blog's list around its posts (app/content/blog-page.yaml). */
export type BlogListCopy = { featured: string; recent: string; readArticle: string; noMatch: string };

/** What the blog's list shows of a post (the island's props, serialised into the page): its card, the byline without the role. */
export type BlogCard = Omit<BlogPostSummary, "author"> & { author: Omit<BlogAuthor, "role"> };
