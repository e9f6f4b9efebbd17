/**
 * The five Audience Hub pages (issue 23): one YAML file each in
 * app/content/audiences/<page>.yaml, a single-file collection whose one entry
 * is "page". Each holds the page's section headings and its short lists
 * (use cases, reports, forums, briefs...), in the order shown. The corporate
 * page's quotes are in app/content/testimonials/industry-corporate.yaml, and
 * the people named here (advisory contacts, webinar speakers) are person
 * records, so a name that has no file fails the build.
 */
import { file } from "astro/loaders";
import { defineCollection } from "astro:content";
import { z } from "astro/zod";
import { parse } from "yaml";
import { accentColours } from "~/components/accent";
import { contactLink } from "~/lib/contact-link";
import { checklistItemIds, policyBriefCategories, regulatoryStatuses } from "~/features/audience-hub/audience-options";
import { action, iconName, istDate, words } from "./fields";
import { personReference } from "./people";

const wordList = z.array(words).min(1);

/** The contact form's topic, filled in when the visitor follows the card's button (the form keeps 200 characters). */
const contactTopic = words.max(200, "must be at most 200 characters (the contact form keeps no more)").transform((topic) => contactLink(topic));

/** A section's heading and the sentence under it. */
const section = { title: words, intro: words.optional() };


/** The closing call to action of a page. */
const callToAction = z.strictObject({ title: words, text: words, primary: action, secondary: action.optional() });

/** Industry & Corporate (app/content/audiences/industry-corporate.yaml). */
const corporatePage = z.strictObject({
  /** The banner's button, to the inquiry form. */
  heroAction: words,
  useCases: z.strictObject({
    ...section,
    items: z.array(z.strictObject({ title: words, description: words, icon: iconName, outcome: words })).min(1),
  }),
  /** The heading over the quotes of app/content/testimonials/industry-corporate.yaml. */
  testimonials: z.strictObject(section),
  inquiry: z.strictObject(section),
});

/** Consultants & Academics (app/content/audiences/consultants-academics.yaml). */
const academicsPage = z.strictObject({
  /** Over the paper search (the papers are in app/content/research-papers/). */
  researchPapers: z.strictObject(section),
  advisory: z.strictObject({
    ...section,
    expertiseHeading: words,
    durationLabel: words,
    actionLabel: words,
    services: z
      .array(
        z.strictObject({
          id: words,
          title: words,
          description: words,
          expertise: wordList,
          duration: words,
          /** Who answers: a person in app/content/people/ (their role is shown under the name). */
          contact: personReference,
          contactTopic,
        }),
      )
      .min(1),
  }),
  webinars: z.strictObject({
    ...section,
    actionLabel: words,
    dateLabel: words,
    timeLabel: words,
    items: z
      .array(
        z.strictObject({
          id: words,
          title: words,
          /** A person in app/content/people/: name, role and organisation are shown. */
          speaker: personReference,
          date: istDate,
          /** As printed ("4:00 pm IST"). */
          time: words,
          topics: wordList,
          contactTopic,
        }),
      )
      .min(1),
  }),
});

/** Investors & VCs (app/content/audiences/investors-vcs.yaml). */
const investorsPage = z.strictObject({
  heroAction: words,
  figures: z.strictObject({ ...section, stats: z.array(z.strictObject({ value: words, label: words })).min(1) }),
  reasons: z.strictObject({ ...section, cards: z.array(z.strictObject({ title: words, description: words, icon: iconName })).min(1) }),
  pitchDeckAccess: z.strictObject(section),
  reports: z.strictObject({
    ...section,
    highlightsHeading: words,
    periodLabel: words,
    actionLabel: words,
    items: z.array(z.strictObject({ title: words, period: words, description: words, highlights: wordList, contactTopic })).min(1),
  }),
  roundtables: z.strictObject({
    ...section,
    actionLabel: words,
    cityLabel: words,
    dateLabel: words,
    formatLabel: words,
    items: z.array(z.strictObject({ title: words, city: words, date: istDate, format: words, description: words, contactTopic })).min(1),
  }),
});

/** Entrepreneurs & Startups (app/content/audiences/entrepreneurs-startups.yaml). */
const entrepreneursPage = z.strictObject({
  hero: z.strictObject({ primary: action, secondary: action }),
  /** Over the story gallery (the stories are in app/content/success-stories/). */
  successStories: z.strictObject(section),
  fundingReadiness: z.strictObject({
    ...section,
    tipsHeading: words,
    scoreHeading: words,
    scoreLabel: words,
    progress: words.refine((text) => text.includes("{ticked}") && text.includes("{total}"), { error: "must contain {ticked} and {total}" }),
    /** The score panel's message at 0%, under 50%, from 50%, from 75% and at 100% (with its button). */
    advice: z.strictObject({ none: words, started: words, half: words, nearly: words, ready: words, readyAction: action }),
    /** The checklist: one item for each id the readiness score counts, in the order shown. */
    items: z
      .array(z.strictObject({ id: z.enum(checklistItemIds), title: words, description: words, tips: wordList }))
      .refine((items) => checklistItemIds.every((id) => items.filter((item) => item.id === id).length === 1), {
        error: `must have exactly one item for each of ${checklistItemIds.join(", ")}`,
      }),
  }),
  forums: z.strictObject({
    ...section,
    actionLabel: words,
    items: z.array(z.strictObject({ id: words, title: words, description: words, members: words, topics: wordList, contactTopic })).min(1),
  }),
  cta: callToAction,
});

/** Government & NGOs (app/content/audiences/government-ngos.yaml). */
const governmentPage = z.strictObject({
  policyBriefs: z.strictObject({
    ...section,
    actionLabel: words,
    dateLabel: words,
    items: z
      .array(
        z.strictObject({
          id: words,
          title: words,
          category: z.enum(policyBriefCategories),
          date: istDate,
          summary: words,
          impact: words,
          contactTopic,
          /** The drawn cover: an icon on a coloured field. */
          cover: z.strictObject({ icon: iconName, colour: z.enum(accentColours) }),
        }),
      )
      .min(1),
  }),
  collaboration: z.strictObject({
    ...section,
    listHeading: words,
    actionLabel: words,
    items: z.array(z.strictObject({ id: words, title: words, type: words, description: words, features: wordList, contactTopic })).min(1),
  }),
  regulatory: z.strictObject({
    ...section,
    actionLabel: words,
    dateLabel: words,
    deadlinePrefix: words,
    items: z
      .array(
        z.strictObject({
          id: words,
          title: words,
          category: words,
          date: istDate,
          status: z.enum(regulatoryStatuses),
          summary: words,
          deadline: words,
          /** The issuing authority's page. */
          detailsUrl: z.url({ protocol: /^https$/, error: "must be an https:// address" }),
        }),
      )
      .min(1),
  }),
  cta: callToAction,
});

/** A single-file collection: the whole YAML document is its one entry, "page". */
const singlePage = (document: string) => ({ page: parse(document) as Record<string, unknown> });
const audienceFile = (name: string) => file(`./app/content/audiences/${name}.yaml`, { parser: singlePage });

export const audiencesCollections = {
  corporatePage: defineCollection({ loader: audienceFile("industry-corporate"), schema: corporatePage }),
  academicsPage: defineCollection({ loader: audienceFile("consultants-academics"), schema: academicsPage }),
  investorsPage: defineCollection({ loader: audienceFile("investors-vcs"), schema: investorsPage }),
  entrepreneursPage: defineCollection({ loader: audienceFile("entrepreneurs-startups"), schema: entrepreneursPage }),
  governmentPage: defineCollection({ loader: audienceFile("government-ngos"), schema: governmentPage }),
};
