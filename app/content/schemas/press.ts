/**
 * The press collection: one Markdown file per release,
 * app/content/press/<slug>.md, its page being /press/<slug>; the frontmatter
 * holds its card, the body its text (the dateline leads its first paragraph).
 */
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { z } from "astro/zod";
import { PRESS_CATEGORIES } from "~/features/press-room/press-categories";
import { contentDay } from "./careers";

const line = z.string().trim().min(1);

const release = z.strictObject({
  title: line,
  /** The day of the release. */
  date: contentDay,
  category: z.enum(PRESS_CATEGORIES, { error: (issue) => `"${String(issue.input)}" is not a press category: one of ${PRESS_CATEGORIES.join(", ")}` }),
  /** The place line that opens the release: "PUNE, India". */
  dateline: line,
  /** One or two sentences: the card, the page's subtitle and description, the feed. */
  summary: line,
});

export const pressCollections = {
  press: defineCollection({ loader: glob({ pattern: "*.md", base: "./app/content/press" }), schema: release }),
};
