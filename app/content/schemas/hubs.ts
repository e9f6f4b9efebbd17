/**
 * The hubs collections: the copy of the home page and of the two hubs that
 * lead into the site's sections, one YAML file each, read as the single entry
 * "page": app/content/home-page.yaml (/: the hero and its figures, every
 * section's title and cards, the call to action; the testimonials and the
 * Trusted By logos are testimonials/home.yaml and
 * organisation-lists/trusted-by.yaml), app/content/resources-page.yaml
 * (/resources: the library's cards and its call to action) and
 * app/content/audience-hub-page.yaml (/audience-hub: the five audiences and
 * the call to action). Every link must be a page of the site
 * (app/config/pages.ts).
 */
import { defineCollection } from "astro:content";
import { file } from "astro/loaders";
import { z } from "astro/zod";
import { parse } from "yaml";
import { accentColours } from "~/components/accent";
import { action, iconName, pageLink, words as text } from "./fields";



/** A text link to a page of the site. */
const pageLinkWithLabel = z.strictObject({ label: text, to: pageLink });

/** A key figure: big value, short label. */
const stat = z.strictObject({ value: text, label: text });

/** The closing call to action of a page. */
const callToAction = z.strictObject({ title: text, text, primary: action, secondary: action.optional() });

/** A card: title, description, an icon of the sprite, and optionally the page it leads to and the link's words ("Learn more" without). */
const card = z.strictObject({ title: text, description: text, icon: iconName, link: pageLink.optional(), linkLabel: text.optional() });

/** A section of cards; on a phone the cards are a row that scrolls sideways, named for screen readers by phoneRowLabel. */
const cardSection = z.strictObject({ title: text, intro: text.optional(), phoneRowLabel: text, cards: z.array(card).min(1) });

/** An audience or resource card: its colour, a few short features and the page it leads to. */
const hubCard = z.strictObject({
  title: text,
  description: text,
  icon: iconName,
  colour: z.enum(accentColours, { error: (issue) => `"${String(issue.input)}" is not one of the card colours: ${accentColours.join(", ")}` }),
  link: pageLink,
  linkLabel: text,
  features: z.array(text).min(1),
});

/** A hub's section of cards. */
const hubSection = z.strictObject({ title: text, intro: text, cards: z.array(hubCard).min(1) });

const homePage = z.strictObject({
  hero: z.strictObject({
    /** The line above the heading. */
    eyebrow: text,
    title: text,
    text,
    primary: action,
    secondary: action,
    /** The headline figures under the actions. */
    stats: z.array(stat).min(1),
    /** When the figures were counted ("November 2026": printed "As of November 2026.") and where they come from. */
    statsSource: z.strictObject({ asOf: text, link: pageLinkWithLabel }),
  }),
  quickLinks: cardSection,
  differentiators: cardSection,
  /** The numbers band under the differentiators. */
  methodInNumbers: z.strictObject({ title: text, intro: text, stats: z.array(stat).min(1), source: pageLinkWithLabel }),
  platformHighlights: cardSection,
  /** The testimonials' heading and the carousel's name for screen readers (the quotes: testimonials/home.yaml). */
  testimonials: z.strictObject({ title: text, carouselLabel: text }),
  cta: callToAction,
  /** The partner logos' heading (the partners: organisation-lists/trusted-by.yaml). */
  trustedBy: z.strictObject({ title: text }),
});

const resourcesPage = z.strictObject({ library: hubSection, cta: callToAction });

const audienceHubPage = z.strictObject({ audiences: hubSection, cta: callToAction });

/** A single YAML document as the one entry "page" of a file collection. */
const singlePage = (document: string) => ({ page: parse(document) as Record<string, unknown> });
const pageFile = (name: string) => file(`./app/content/${name}`, { parser: singlePage });

export const hubsCollections = {
  homePage: defineCollection({ loader: pageFile("home-page.yaml"), schema: homePage }),
  resourcesPage: defineCollection({ loader: pageFile("resources-page.yaml"), schema: resourcesPage }),
  audienceHubPage: defineCollection({ loader: pageFile("audience-hub-page.yaml"), schema: audienceHubPage }),
};
