/**
 * The press collections: one Markdown file per release,
 * app/content/press/<slug>.md, its page being /press/<slug>; the frontmatter
 * holds its card, the body its text (the dateline leads its first paragraph).
 * And app/content/press-page.yaml: the press room's coverage, press kit and
 * media contact (a person of app/content/people/), and the words every
 * release's page adds.
 */
import { defineCollection } from "astro:content";
import { file, glob } from "astro/loaders";
import { z } from "astro/zod";
import { parse } from "yaml";
import { PRESS_CATEGORIES } from "~/features/press-room/press-categories";
import { contentDay } from "./careers";
import { iconName, link } from "./fields";
import { personReference } from "./people";

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

const pressPage = z.strictObject({
  releases: z.strictObject({ title: line, intro: line, archiveLink: line }),
  /** Stories about Ankur in the media, as listed (newest first). */
  coverage: z.strictObject({
    title: line,
    stories: z.array(z.strictObject({ outlet: line, headline: line, date: contentDay, excerpt: line, /** Where to read more on this site. */ link: z.strictObject({ label: line, to: link }) })).min(1),
  }),
  /** The press kit: each card's button opens the contact form on its `contactTopic`; the media contact's card follows. */
  resources: z.strictObject({
    title: line,
    intro: line,
    pressKit: z.array(z.strictObject({ title: line, description: line, icon: iconName, actionLabel: line, contactTopic: line })).min(1),
  }),
  /** Who answers the press: a person's id (app/content/people/), with the site's e-mail address. */
  mediaContact: z.strictObject({
    person: personReference,
    phone: line.regex(/^\+?[\d ]+$/, "must be a phone number: digits and spaces, + first"),
    responseTime: line,
    /** Their card among the resources: {name} is theirs; `subject` the e-mail's. */
    card: z.strictObject({ title: line, icon: iconName, actionLabel: line.refine((text) => text.includes("{name}"), { error: "must say where {name} goes" }), subject: line }),
  }),
  /** The paragraph that closes every release. */
  aboutAnkur: line,
});

/** A single YAML document as the one entry "page" of a file collection. */
const singlePage = (document: string) => ({ page: parse(document) as Record<string, unknown> });

export const pressCollections = {
  press: defineCollection({ loader: glob({ pattern: "*.md", base: "./app/content/press" }), schema: release }),
  pressPage: defineCollection({ loader: file("./app/content/press-page.yaml", { parser: singlePage }), schema: pressPage }),
};
