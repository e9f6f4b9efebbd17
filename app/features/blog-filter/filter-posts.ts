import { type BlogCategory, type BlogPostSummary as BlogPost, blogCategories } from "./blog-post";

export type BlogFilter = "all" | BlogCategory;

/** The category filter in order, with its labels (spec 2 §2). */
export const blogFilters: readonly { value: BlogFilter; label: string }[] = [
  { value: "all", label: "All Posts" },
  ...blogCategories.map((value) => ({ value, label: blogCategoryLabel(value) })),
];

export function blogCategoryLabel(category: BlogCategory): string {
  return { ecosystem: "Ecosystem", tech: "Tech", policy: "Policy" }[category];
}

export type BlogQuery = { search: string; category: BlogFilter };

type Searchable = Pick<BlogPost, "title" | "excerpt" | "tags" | "category">;

/** A case-insensitive substring of the title, the excerpt or a tag, AND the category unless all. */
export function matchesPost(post: Searchable, { search, category }: BlogQuery): boolean {
  if (category !== "all" && post.category !== category) return false;
  const needle = search.trim().toLowerCase();
  if (needle === "") return true;
  return [post.title, post.excerpt, ...post.tags].some((text) => text.toLowerCase().includes(needle));
}

/** The matching posts, newest first. */
export function filterPosts<Post extends Searchable & Pick<BlogPost, "date">>(posts: readonly Post[], query: BlogQuery): Post[] {
  return posts.filter((post) => matchesPost(post, query)).sort((a, b) => b.date.localeCompare(a.date));
}

/** The first featured post among those shown leads the page; the rest are recent posts. */
export function splitFeatured<Post extends Pick<BlogPost, "featured">>(posts: readonly Post[]): { featured: Post | undefined; recent: Post[] } {
  const featured = posts.find((post) => post.featured);
  return { featured, recent: posts.filter((post) => post !== featured) };
}
