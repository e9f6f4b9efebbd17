import type { BlogPostSummary as BlogPost } from "~/features/blog-filter/blog-post";

type Relatable = Pick<BlogPost, "id" | "category" | "tags" | "date">;

/** A shared tag counts twice as much as a shared category. */
const TAG_WEIGHT = 2;
const CATEGORY_WEIGHT = 1;

/** How close two posts are: shared tags (case-insensitive) and the same category. */
export function relatedness(a: Relatable, b: Relatable): number {
  const tagsOfA = new Set(a.tags.map((tag) => tag.toLowerCase()));
  const sharedTags = b.tags.filter((tag) => tagsOfA.has(tag.toLowerCase())).length;
  return sharedTags * TAG_WEIGHT + (a.category === b.category ? CATEGORY_WEIGHT : 0);
}

/**
 * Up to `count` other posts to read next: the closest first (shared tags,
 * then the same category), newer before older on a tie. When fewer are
 * related, the newest others fill the list, so a reader always has a next step.
 */
export function relatedPosts<Post extends Relatable>(post: Relatable, all: readonly Post[], count: number): Post[] {
  return all
    .filter((other) => other.id !== post.id)
    .map((other) => ({ other, score: relatedness(post, other) }))
    .sort((a, b) => b.score - a.score || b.other.date.localeCompare(a.other.date) || a.other.id.localeCompare(b.other.id))
    .slice(0, Math.max(0, count))
    .map(({ other }) => other);
}
