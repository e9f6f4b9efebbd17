/**
 * The careers collections: one Markdown file per open role,
 * app/content/jobs/<slug>.md, its page being /job/<slug>. The role is
 * all frontmatter (the page shows its lists as check lists); a role whose
 * `closes` day has passed (in India) is no longer listed nor built. And
 * app/content/careers-page.yaml, the words of /careers around the roles and
 * those every role's page adds.
 */
import { defineCollection } from "astro:content";
import { file, glob } from "astro/loaders";
import { z } from "astro/zod";
import { parse } from "yaml";
import { EMPLOYMENT_TYPES } from "~/features/job-openings/employment-types";
import { iconName, sitePath } from "./fields";

/**
 * A calendar day in India, written in quotes as "YYYY-MM-DD" and kept as that
 * string. Unquoted, YAML reads it as a moment in UTC and rolls a day that is
 * not in the calendar over into the next month (2026-02-30 becomes March 2),
 * so an unquoted day is refused. (fields.ts's istDate cannot serve: it
 * compares the UTC date of IST midnight, the day before, with the day, and
 * refuses every day.)
 */
export const contentDay = z
  .string({ error: (issue) => (issue.input instanceof Date ? 'write the day in quotes, "YYYY-MM-DD" (unquoted, YAML reads it as a moment in UTC)' : 'must be a date written "YYYY-MM-DD"') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written "YYYY-MM-DD"')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), {
    error: (issue) => `"${String(issue.input)}" is not a day of the calendar`,
  });

const line = z.string().trim().min(1);

const job = z
  .strictObject({
    title: line,
    /** The team the role is in ("Partnerships"). */
    team: line,
    /** As shown: "Pune (hybrid)"; the city comes first. */
    location: line,
    /** The state of the city ("Maharashtra"), for search engines' postal address. */
    region: line.optional(),
    type: z.enum(EMPLOYMENT_TYPES, { error: (issue) => `"${String(issue.input)}" is not a kind of employment: one of ${EMPLOYMENT_TYPES.join(", ")}` }),
    /** "6-9 years". */
    experience: line,
    /** The day the role was published. */
    posted: contentDay,
    /** The last day to apply; from the next day (India) the role is no longer listed. Without it, the role stays until its file is removed. */
    closes: contentDay.optional(),
    /** Where the role comes in the list (1 first); roles without one come after, newest first. */
    order: z.int().positive().optional(),
    summary: line,
    responsibilities: z.array(line).min(1),
    requirements: z.array(line).min(1),
    niceToHave: z.array(line).default([]),
  })
  .refine((role) => role.closes === undefined || role.closes >= role.posted, { error: "closes: the closing day is before the day the role was posted", path: ["closes"] });

/** A text that must name each of `placeholders` ("{count}"), which the page fills in. */
const template = (...placeholders: string[]) =>
  line.refine((text) => placeholders.every((placeholder) => text.includes(placeholder)), { error: `must say where ${placeholders.join(" and ")} go` });

const card = z.strictObject({ title: line, description: line, icon: iconName });

const careersPage = z.strictObject({
  /** The banner's two buttons: to the openings and to Why Work Here. */
  heroActions: z.strictObject({ viewOpenings: line, whyWorkHere: line }),
  whyWorkHere: z.strictObject({ title: line, cards: z.array(card).min(1) }),
  culture: z.strictObject({ title: line, intro: line, values: z.array(card).min(1) }),
  /** Above the roles: {count} is how many are open, {cities} their cities ("Pune and Bengaluru"). */
  openings: z.strictObject({ title: line, intro: template("{count}", "{cities}"), introOne: template("{cities}"), none: line }),
  benefits: z.strictObject({ title: line, items: z.array(card).min(1) }),
  applicationProcess: z.strictObject({
    title: line,
    intro: line,
    steps: z.array(z.strictObject({ title: line, description: line, /** How long the step takes. */ timing: line })).min(1),
  }),
  /** The closing call to action: its first button opens the contact form on `contactTopic`. */
  cta: z.strictObject({ title: line, text: line, primaryLabel: line, contactTopic: line, secondaryLabel: line, secondaryTo: sitePath }),
  /** What every role's page adds: the apply button, the contact form's topic ({title}: the role's) and How to Apply. */
  jobPage: z.strictObject({ applyLabel: line, applicationTopic: template("{title}"), howToApply: z.strictObject({ title: line, intro: line }) }),
});

/** A single YAML document as the one entry "page" of a file collection. */
const singlePage = (document: string) => ({ page: parse(document) as Record<string, unknown> });

export const careersCollections = {
  jobs: defineCollection({ loader: glob({ pattern: "*.md", base: "./app/content/jobs" }), schema: job }),
  careersPage: defineCollection({ loader: file("./app/content/careers-page.yaml", { parser: singlePage }), schema: careersPage }),
};
