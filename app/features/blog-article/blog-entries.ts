/**
 * Build time only (page shells and endpoints): the blog's posts
 * (app/content/blog/*.md) newest first, each with its author's byline from
 * app/content/people/ and its article as HTML, and the words every post's page
 * adds around it (app/content/blog-page.yaml). Components receive these as
 * props; they never import this module.
 */
import { getCollection, getEntry } from "astro:content";
import { coverArtPath } from "~/lib/cover-art/cover-paths";
import { contactLink } from "~/lib/contact-link";
import type { BlogCard, BlogListCopy, BlogPost } from "~/features/blog-filter/blog-post";
import type { BlogArticleCopy, BlogPostCta } from "./blog-article-view";
import { personPosition } from "~/features/people/person-position";

const entries = await getCollection("blog");
const people = new Map((await getCollection("people")).map((person) => [person.id, person.data]));

/** Every post, newest first; each has its page at /blog/{id}. */
export const blogPosts: readonly BlogPost[] = entries
  .map(({ id, data, rendered }): BlogPost => {
    if (!rendered?.html) throw new Error(`app/content/blog/${id}.md has no article under its frontmatter`);
    const author = people.get(data.author.id);
    if (!author) throw new Error(`app/content/blog/${id}.md: its author "${data.author.id}" is not in app/content/people/`);
    const { image, featured, ...post } = data;
    return {
      ...post,
      id,
      author: { name: author.name, role: personPosition(author), ...(author.image ? { image: author.image } : {}) },
      image: image ?? coverArtPath("blog", id),
      ...(featured ? { featured } : {}),
      bodyHtml: rendered.html,
    };
  })
  .toSorted((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));

/** What the blog's list needs of each post (its island's props): no article, no author's role. */
export const blogCards: readonly BlogCard[] = blogPosts.map(({ bodyHtml: _body, author: { role: _role, ...author }, ...post }) => ({ ...post, author }));

const page = await getEntry("blogPage", "page");
if (!page) throw new Error("app/content/blog-page.yaml is missing");
const { list, article, articleCta, relatedPostCount } = page.data;

/** The words of the blog's list around its posts. */
export const blogListCopy: BlogListCopy = list;
/** The words of a post's page around its article. */
export const blogArticleCopy: BlogArticleCopy = article;

/** How many posts to read next a post suggests. */
export const RELATED_POST_COUNT = relatedPostCount;

/** The call to action under the post titled `postTitle`. */
export function blogPostCta(postTitle: string): BlogPostCta {
  return {
    title: articleCta.title,
    text: articleCta.text,
    primary: { label: articleCta.primaryLabel, to: contactLink(articleCta.contactTopic.replaceAll("{title}", postTitle)) },
    secondary: { label: articleCta.secondaryLabel, to: articleCta.secondaryTo },
  };
}
