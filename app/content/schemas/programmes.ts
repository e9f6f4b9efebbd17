/**
 * The programmes collections: the flagship programmes
 * (app/content/programmes/<id>.yaml, each the page /solutions-services/<id>),
 * the self-assessments (app/content/assessments/<id>.yaml, likewise), and the
 * copy around them, one file each: app/content/programmes-page.yaml (the
 * /programs hub and the chooser under every programme page) and
 * app/content/assessments-page.yaml (what every assessment page says around
 * its statements); and the Solutions & Services pages:
 * app/content/solutions/<id>.yaml for each page /solutions-services/<id>
 * (its sections of cards and its closing call to action) and
 * app/content/solutions-page.yaml for the hub, /solutions-services.
 */
import { defineCollection } from "astro:content";
import { file, glob } from "astro/loaders";
import { z } from "astro/zod";
import { parse } from "yaml";
import { action, contactTopic, iconName, istDate, pageLink, words as text } from "./fields";




/** A card: title, description, an icon of the sprite, and optionally where it leads. */
const card = z.strictObject({ title: text, description: text, icon: iconName.optional(), link: pageLink.optional(), linkLabel: text.optional() });

const callToAction = z.strictObject({ title: text, text, primary: action, secondary: action.optional() });

/** Position on the Solutions & Services page and /programs: 1 comes first. */
const order = z.number().int().positive();

const programme = z.strictObject({
  order,
  /** The full name, as on the cards and the page title ("Catalyst Program"). */
  name: text,
  /** As in the page's headings ("Catalyst at a Glance"). */
  shortName: text,
  icon: iconName,
  /** The card on the Solutions & Services page and /programs (title: the name). */
  card: z.strictObject({ description: text, linkLabel: text }),
  /** "12 weeks", "6 months", "90-day sprints" */
  duration: text,
  /** One line on who the programme is for, under "at a Glance" and in the comparison. */
  forWhom: text,
  facts: z.array(z.strictObject({ value: text, label: text })).min(1),
  overview: text,
  audience: z.strictObject({ intro: text, profiles: z.array(card).min(1) }),
  /** "Week by Week", "Phase by Phase": also the button "See the week by week plan". */
  scheduleTitle: text,
  scheduleIntro: text,
  schedule: z.array(z.strictObject({ period: text, title: text, summary: text, activities: z.array(text).min(1), milestone: text })).min(1),
  outcomes: z.array(card).min(1),
  eligibility: z.strictObject({ intro: text, criteria: z.array(text).min(1) }),
  costModel: z.strictObject({ summary: text, points: z.array(text) }),
  faqs: z.array(z.strictObject({ question: text, answer: text })).min(1),
  /** The closing call to action; its primary button is the one under the banner and in the comparison. */
  apply: z.strictObject({ title: text, text, primary: action, secondary: action }),
});

const assessment = z
  .strictObject({
    order,
    /** As in the result and the contact topic: "Startup Readiness Assessment". */
    name: text,
    /** The card on the Solutions & Services page, /programs and the other assessments. */
    card: z.strictObject({ title: text, description: text, icon: iconName, linkLabel: text }),
    /** Who should take it and what it tells them. */
    intro: text,
    /** Roughly how long answering takes. */
    minutes: z.number().int().positive(),
    /** The answers, lowest first; points run 0, 1, 2 … */
    scale: z.array(z.strictObject({ label: text, points: z.number().int().min(0) })).min(2),
    dimensions: z
      .array(
        z.strictObject({
          /** Unique within the assessment; in the page's anchors (#dimension-<id>). */
          id: z.string().regex(/^[a-z0-9-]+$/, "must be lower case letters, digits and hyphens"),
          name: text,
          description: text,
          /** What to do first when the dimension scores low. */
          advice: text,
          questions: z.array(z.strictObject({ id: z.string().regex(/^[a-z0-9-]+$/, "must be lower case letters, digits and hyphens"), statement: text })).min(1),
        }),
      )
      .min(1),
    /** From the highest minPercent down to 0: the band a score falls in. */
    recommendations: z.array(z.strictObject({ minPercent: z.number().int().min(0).max(100), level: text, text, primary: action, secondary: action.optional() })).min(1),
  })
  .superRefine((value, context) => {
    value.scale.forEach((option, i) => {
      if (option.points !== i) context.addIssue({ code: "custom", path: ["scale", i, "points"], message: `must be ${i}: points run 0, 1, 2 … in order` });
    });
    const seen = new Set<string>();
    value.dimensions.forEach((dimension, d) => {
      if (seen.has(dimension.id)) context.addIssue({ code: "custom", path: ["dimensions", d, "id"], message: `"${dimension.id}" is used twice` });
      seen.add(dimension.id);
      dimension.questions.forEach((question, q) => {
        if (seen.has(question.id)) context.addIssue({ code: "custom", path: ["dimensions", d, "questions", q, "id"], message: `"${question.id}" is used twice` });
        seen.add(question.id);
      });
    });
    value.recommendations.forEach((recommendation, i) => {
      const previous = value.recommendations[i - 1];
      if (previous && recommendation.minPercent >= previous.minPercent) {
        context.addIssue({ code: "custom", path: ["recommendations", i, "minPercent"], message: "must be lower than the one before: highest band first" });
      }
    });
    if (value.recommendations.at(-1)?.minPercent !== 0) {
      context.addIssue({ code: "custom", path: ["recommendations", value.recommendations.length - 1, "minPercent"], message: "the last band must start at 0, so that every score has one" });
    }
  });

/** /programs and the chooser under every programme page. */
const hubSection = { title: text, jumpLabel: text };
const programmesPage = z.strictObject({
  flagship: z.strictObject({ ...hubSection, intro: text }),
  compare: z.strictObject(hubSection),
  packages: z.strictObject({ ...hubSection, intro: text, cards: z.array(card).min(1) }),
  assessments: z.strictObject({ ...hubSection, intro: text }),
  cta: callToAction,
  /** The headings every programme page shares; {name} becomes the programme's short name, {schedule} its scheduleTitle in lower case. */
  programmePage: z.strictObject({ seeSchedule: text, overview: text, audience: text, outcomes: text, terms: text, faqs: text }),
  /** Under every programme page: the other programmes, and where to go when none seems to fit. */
  chooser: z.strictObject({ title: text, intro: text, primary: action, secondary: action }),
});

/** What every assessment page says around its statements. */
const assessmentsPage = z.strictObject({
  headings: z.strictObject({ start: text, howItWorks: text, statements: text, others: text }),
  privacyNote: text,
  noScriptNote: text,
  steps: z.array(card).min(1),
  /** Above the statements; {choices} becomes the scale's answers: “Not yet”, “Started” or “Mostly”. */
  scaleIntro: text.includes("{choices}", { message: "must contain {choices}, where the answers go" }),
  cta: z.strictObject({
    title: text,
    text,
    /** The contact form, its topic naming the assessment: {name} becomes the assessment's name. */
    primary: z.strictObject({ label: text, contactTopic: contactTopic.includes("{name}", { message: "must contain {name}, where the assessment's name goes" }) }),
    secondary: action,
  }),
});

/** A service on a Solutions & Services page: every field past the icon is optional. */
const service = z.strictObject({
  title: text,
  description: text,
  icon: iconName,
  /** "Central policy", "Debt" */
  category: text.optional(),
  duration: text.optional(),
  /** The next session's day (Indian calendar) and place; once the day is past, the card no longer shows it. */
  nextSession: z.strictObject({ date: istDate, place: text }).optional(),
  importance: z.enum(["Critical", "High", "Essential"]).optional(),
  status: z.enum(["Available", "Limited Spots"]).optional(),
  highlights: z.array(text).min(1).optional(),
  /** Heading of the highlights list; "What you get" when absent. */
  highlightsHeading: text.optional(),
  action: action.optional(),
});

const csrProgramme = z.strictObject({
  title: text,
  description: text,
  benefits: z.array(text).min(1),
  duration: text,
  investment: z.literal("Custom pricing", { error: 'must be "Custom pricing": the site quotes no prices' }),
  icon: iconName,
});

const rdPackage = z.strictObject({ title: text, description: text, features: z.array(text).min(1), deliverables: z.array(text).min(1), icon: iconName, action });

const caseStudy = z.strictObject({
  title: text,
  industry: text,
  challenge: text,
  solution: text,
  results: text,
  duration: text,
  status: z.enum(["Completed", "Ongoing"]),
});

/** The kinds of cards a section can hold: exactly one of them per section. */
const sectionLists = ["services", "csrProgrammes", "rdPackages", "caseStudies", "features"] as const;

/** A section of a Solutions & Services page: its anchor (#id), title, optional intro, and one list of cards. */
const solutionSection = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/, "must be lower case letters, digits and hyphens (it is the section's #anchor)"),
    title: text,
    intro: text.optional(),
    services: z.array(service).min(1).optional(),
    csrProgrammes: z.array(csrProgramme).min(1).optional(),
    rdPackages: z.array(rdPackage).min(1).optional(),
    caseStudies: z.array(caseStudy).min(1).optional(),
    /** Plain cards with an icon ("Why choose us"). */
    features: z.array(card).min(1).optional(),
  })
  .superRefine((section, context) => {
    const lists = sectionLists.filter((list) => section[list] !== undefined);
    if (lists.length !== 1) {
      context.addIssue({ code: "custom", path: [lists[1] ?? "services"], message: `a section holds exactly one list of cards: one of ${sectionLists.join(", ")}` });
    }
  });

/** A Solutions & Services page under its banner: sections of cards, then the closing call to action. */
const solutionPage = z.strictObject({ sections: z.array(solutionSection).min(1), cta: callToAction });

/** The Solutions & Services hub's own copy (its programme and assessment cards come from those collections). */
const solutionsHub = z.strictObject({
  approach: z.strictObject({ title: text, text, link: z.strictObject({ label: text, to: pageLink }) }),
  coreServices: z.strictObject({ title: text, cards: z.array(card).min(1) }),
  programmes: z.strictObject({ title: text }),
  assessments: z.strictObject({ title: text, intro: text }),
  successStories: z.strictObject({ title: text }),
  cta: callToAction,
});

/** A single YAML document as the one entry "page" of a file collection. */
const singlePage = (document: string) => ({ page: parse(document) as Record<string, unknown> });

export const programmesCollections = {
  programmes: defineCollection({ loader: glob({ pattern: "*.yaml", base: "./app/content/programmes" }), schema: programme }),
  assessments: defineCollection({ loader: glob({ pattern: "*.yaml", base: "./app/content/assessments" }), schema: assessment }),
  programmesPage: defineCollection({ loader: file("./app/content/programmes-page.yaml", { parser: singlePage }), schema: programmesPage }),
  assessmentsPage: defineCollection({ loader: file("./app/content/assessments-page.yaml", { parser: singlePage }), schema: assessmentsPage }),
  solutions: defineCollection({ loader: glob({ pattern: "*.yaml", base: "./app/content/solutions" }), schema: solutionPage }),
  solutionsHub: defineCollection({ loader: file("./app/content/solutions-page.yaml", { parser: singlePage }), schema: solutionsHub }),
};
