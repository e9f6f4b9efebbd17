/**
 * The FAQ collections: one Markdown file per question
 * (app/content/faq/<id>.md: the question, its category and its place in the
 * category in the frontmatter, the answer in the body) and the words around
 * them, app/content/faq-page.yaml (each category's title and icon, in the
 * page's order, and the contact block under the questions).
 */
import { defineCollection } from "astro:content";
import { file, glob } from "astro/loaders";
import { z } from "astro/zod";
import { parse } from "yaml";
import { FAQ_CATEGORY_IDS } from "~/features/faq-accordion/faq-categories";
import { iconName, sitePath } from "./fields";

const text = z.string().trim().min(1, "must not be empty");

const category = z.enum(FAQ_CATEGORY_IDS, {
  error: (issue) => `"${String(issue.input)}" is not an FAQ category: one of ${FAQ_CATEGORY_IDS.join(", ")} (app/features/faq-accordion/faq-categories.ts)`,
});

const faqEntry = z.strictObject({
  question: text,
  category,
  /** Position within its category: 1 comes first. */
  order: z.number().int().positive(),
});

const faqPage = z.strictObject({
  /** The heading of the links to each category. */
  jumpTitle: text,
  /** Every category once, in the order the page shows them. */
  categories: z
    .array(z.strictObject({ id: category, title: text, icon: iconName }))
    .superRefine((categories, context) => {
      for (const id of FAQ_CATEGORY_IDS) {
        const count = categories.filter((c) => c.id === id).length;
        if (count !== 1) context.addIssue({ code: "custom", message: `category "${id}" must be listed once (it is listed ${count} times)` });
      }
    }),
  /** The block under the questions; the support e-mail address is the site's (app/config/site.ts). */
  contact: z.strictObject({
    title: text,
    text,
    /** Before the support e-mail address. */
    emailLabel: text,
    scheduleCall: z.strictObject({ label: text, to: sitePath }),
    liveChatLabel: text,
  }),
});

/** A single YAML document as the one entry "page" of a file collection. */
const singlePage = (source: string) => ({ page: parse(source) as Record<string, unknown> });

export const faqCollections = {
  faq: defineCollection({ loader: glob({ pattern: "*.md", base: "./app/content/faq" }), schema: faqEntry }),
  faqPage: defineCollection({ loader: file("./app/content/faq-page.yaml", { parser: singlePage }), schema: faqPage }),
};
