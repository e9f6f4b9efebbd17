/**
 * The legal collections: one Markdown file per legal document
 * (app/content/legal/<id>.md, the page /legal/<id>: its place on the hub,
 * its date and icon in the frontmatter; the opening paragraphs, then each
 * section under a `## Heading {#anchor}` in the body) and
 * app/content/legal-page.yaml (the hub's words and the contact block under
 * every document). A document's title and summary are its page's, in the page
 * registry (app/config/pages.ts), which the menus, the footer and the <head>
 * read too.
 */
import { defineCollection } from "astro:content";
import { file, glob } from "astro/loaders";
import { z } from "astro/zod";
import { parse } from "yaml";
import { iconName, istDate, sitePath } from "./fields";
import { personReference } from "./people";

const text = z.string().trim().min(1, "must not be empty");
const email = z.email("must be an e-mail address");

/**
 * A day written in quotes ("2025-04-30"). Unquoted, the frontmatter's YAML
 * reads it as a moment in UTC and silently turns a day that does not exist
 * (2025-02-30) into another, so an unquoted date fails.
 */
const quotedIstDate = z
  .custom<string>((value) => typeof value === "string", {
    error: (issue) => (issue.input instanceof Date ? 'write the date in quotes, "YYYY-MM-DD" (unquoted, YAML turns it into a moment in UTC)' : 'must be a date written "YYYY-MM-DD"'),
  })
  .pipe(istDate);

const legalDocument = z.strictObject({
  /** Position on the legal hub and in 'Other legal documents': 1 comes first. */
  order: z.number().int().positive(),
  /** Shown as 'Last Updated: April 30, 2025'. */
  lastUpdated: quotedIstDate,
  /** The icon on the hub's card. */
  icon: iconName,
});

const legalPage = z.strictObject({
  hub: z.strictObject({
    title: text,
    intro: text,
    questionsTitle: text,
    /** {officer} and {email} become the Grievance Officer's name and e-mail address (a link). */
    questionsText: text.includes("{officer}", { message: "must contain {officer}, where the Grievance Officer's name goes" }).includes("{email}", { message: "must contain {email}, where their e-mail address goes" }),
    questionsAction: z.strictObject({ label: text, to: sitePath }),
  }),
  contact: z.strictObject({
    title: text,
    grievanceTitle: text,
    privacyTitle: text,
    privacyLabel: text,
    legalLabel: text,
    /** A person of app/content/people/: the contact block shows their name and role. */
    grievanceOfficer: personReference,
    grievanceEmail: email,
    grievancePhone: z.string().regex(/^\+\d[\d ]+\d$/, 'must be a phone number written "+91 20 6712 4510"'),
    grievanceHours: text,
    privacyEmail: email,
    legalEmail: email,
    registeredOffice: z.strictObject({ label: text, lines: z.array(text).min(1) }),
    responseTimes: text,
  }),
});

/** A single YAML document as the one entry "page" of a file collection. */
const singlePage = (source: string) => ({ page: parse(source) as Record<string, unknown> });

export const legalCollections = {
  legal: defineCollection({ loader: glob({ pattern: "*.md", base: "./app/content/legal" }), schema: legalDocument }),
  legalPage: defineCollection({ loader: file("./app/content/legal-page.yaml", { parser: singlePage }), schema: legalPage }),
};
