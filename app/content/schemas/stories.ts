/**
 * The ventures' stories (issue 23), one YAML file each:
 *
 * - app/content/case-studies/<slug>.yaml: a featured case story, its card on
 *   /success-stories and its page /case-studies/<slug> (its cover, social
 *   card and sitemap line follow from the file).
 * - app/content/success-stories/<id>.yaml: a story of the Success Stories
 *   Gallery on /audience-hub/entrepreneurs-startups, filtered by category.
 * - app/content/success-stories-page.yaml: the rest of /success-stories (the
 *   impact figures, also shown on /about-us, the awards, the venture spotlight
 *   and the closing call to action).
 */
import { defineCollection } from "astro:content";
import { file, glob } from "astro/loaders";
import { z } from "astro/zod";
import { parse } from "yaml";
import { caseStudyStatuses } from "~/features/case-stories/case-story-types";
import { successStoryCategories } from "~/features/story-filter/story-types";
import { coverPhotoFile, iconName, sitePath } from "./fields";
import { organisationReference, personReference } from "./people";

/** A figure as shown: a value and what it counts ("₹32 crore", "funding raised"). */
const stat = z.strictObject({ value: z.string().min(1), label: z.string().min(1) });

/** A link with its words. */
const action = z.strictObject({ label: z.string().min(1), to: sitePath });

const caseStudy = z.strictObject({
  company: z.string().min(1),
  /** What the venture achieved, in one line. */
  title: z.string().min(1),
  industry: z.string().min(1),
  /** Where the venture is based. */
  city: z.string().min(1),
  founders: z.array(z.string().min(1)).min(1),
  icon: iconName,
  /** A cover photo in app/assets/photos/covers/; without one its art is drawn from the title and industry. */
  image: coverPhotoFile.optional(),
  /** Two or three sentences for the card. */
  summary: z.string().min(1),
  /** Its place among the featured stories: ascending. */
  order: z.number().int(),
  /** The venture's figures on its card. */
  highlights: z.array(stat).min(1),
  challenge: z.string().min(1),
  /** What the venture and its troupe did, step by step. */
  solution: z.array(z.string().min(1)).min(1),
  /** Outcomes, with the figures in context. */
  results: z.array(z.string().min(1)).min(1),
  /** Time with Ankur, as text. */
  duration: z.string().min(1),
  status: z.enum(caseStudyStatuses, { error: (issue) => `"${String(issue.input)}" is not a status (${caseStudyStatuses.join(", ")})` }),
  /** A line from a founder: the author by id, a file in app/content/people/ (their name, role, organisation and photo). */
  founderQuote: z.strictObject({ quote: z.string().min(1), author: personReference }),
});

const successStory = z.strictObject({
  /** The venture, by id: a file in app/content/organisations/ (its name and logo). */
  company: organisationReference,
  founder: z.string().min(1),
  category: z.enum(successStoryCategories, { error: (issue) => `"${String(issue.input)}" is not a story category (${successStoryCategories.join(", ")})` }),
  funding: z.string().min(1),
  impact: z.string().min(1),
  achievement: z.string().min(1),
  /** A cover photo in app/assets/photos/covers/; without one its art is drawn from the achievement and category. */
  image: coverPhotoFile.optional(),
  /** Where Read Full Story leads. */
  link: sitePath,
  /** Its place in the gallery: ascending. */
  order: z.number().int(),
});

const successStoriesPage = z.strictObject({
  /** The line under "Featured Case Stories" (it counts the case studies: change it when one is added). */
  featuredIntro: z.string().min(1),
  /** The figures of "Our Impact in Numbers" (also on /about-us). */
  impact: z.strictObject({ intro: z.string().min(1), metrics: z.array(stat).min(1) }),
  /** Awards and rankings, newest first. */
  recognitions: z
    .array(
      z.strictObject({
        title: z.string().min(1),
        awardedBy: z.string().min(1),
        year: z.string().regex(/^\d{4}$/, "must be a year such as 2024"),
        description: z.string().min(1),
        icon: iconName,
      }),
    )
    .min(1),
  /** One venture told in a few figures. */
  spotlight: z.strictObject({
    company: z.string().min(1),
    sector: z.string().min(1),
    founder: z.string().min(1),
    story: z.array(z.string().min(1)).min(1),
    figures: z.array(stat).min(1),
    link: action,
  }),
  /** The closing call to action. */
  cta: z.strictObject({ title: z.string().min(1), text: z.string().min(1), primary: action, secondary: action }),
});

const SUCCESS_STORIES_PAGE = "./app/content/success-stories-page.yaml";

export const storiesCollections = {
  caseStudies: defineCollection({ loader: glob({ pattern: "*.yaml", base: "./app/content/case-studies" }), schema: caseStudy }),
  successStories: defineCollection({ loader: glob({ pattern: "*.yaml", base: "./app/content/success-stories" }), schema: successStory }),
  // One file, one entry (id "success-stories"): the file loader wants entries keyed by id, so the page is wrapped in one.
  successStoriesPage: defineCollection({
    loader: file(SUCCESS_STORIES_PAGE, { parser: (text) => ({ "success-stories": parse(text) as Record<string, unknown> }) }),
    schema: successStoriesPage,
  }),
};
