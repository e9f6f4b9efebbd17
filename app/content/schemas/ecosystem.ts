/**
 * The Ecosystem hub, Associate Bodies and Platform pages' copy, one file each:
 * app/content/ecosystem-page.yaml (/ecosystem), app/content/associate-bodies-page.yaml
 * (/ecosystem/associate-bodies) and app/content/platform-page.yaml (/platform).
 * Also /login's words (app/content/login-page.yaml), which the Platform page's data file held.
 * Every link must lead to a page of the site's registry (app/config/pages.ts).
 */
import { defineCollection } from "astro:content";
import { file } from "astro/loaders";
import { z } from "astro/zod";
import { parse } from "yaml";
import { governanceCycles } from "~/features/content-sections/ecosystem-options";
import { contactLink } from "~/lib/contact-link";
import { action, contactTopic, iconName, pageLink, words } from "./fields";


/** The contact form keeps the first 200 characters of a topic (features/lead-forms/contact-topic.ts). */


const callToAction = z.strictObject({ title: words, text: words, primary: action, secondary: action.optional() });

/** A card: title, description, an icon of the sprite, and optionally the page it leads to and the link's text ("Learn more" without one). */
const card = z.strictObject({ title: words, description: words, icon: iconName, link: pageLink.optional(), linkLabel: words.optional() });

/** A section of cards; a card without a link of its own leads to the section's `link`. */
const cardSection = z
  .strictObject({ intro: words.optional(), link: pageLink.optional(), cards: z.array(card).min(1) })
  .transform(({ link, cards, ...section }) => ({
    ...section,
    cards: cards.map((c) => {
      const to = c.link ?? link;
      return to === undefined ? c : { ...c, link: to };
    }),
  }));

/** /ecosystem: one section for each part of the ecosystem and the closing call to action. */
const ecosystemPage = z.strictObject({
  associateBodies: cardSection,
  participatingCompanies: cardSection,
  incubationModel: z
    .strictObject({
      intro: words,
      link: pageLink,
      /** The short wording, shown here and on About Us. */
      stages: z.array(z.strictObject({ name: words, summary: words })).length(5, "the model has five stages"),
      cards: z.array(card).min(1),
    })
    .transform(({ link, cards, ...section }) => ({ ...section, cards: cards.map((c) => ({ ...c, link: c.link ?? link })) })),
  mentorship: cardSection,
  industryPartners: cardSection,
  cta: callToAction,
});

/** A body or cell of the page, as the governance matrix names it: a body by its name, a cell by its name and " cell". */
function matrixNames(page: { operatingBodies: { bodies: { name: string }[] }; operationalCells: { cells: { name: string }[] } }): string[] {
  return [...page.operatingBodies.bodies.map((b) => b.name), ...page.operationalCells.cells.map((c) => `${c.name} cell`)];
}

/** /ecosystem/associate-bodies: the governance framework, the operating bodies and cells, the governance matrix. */
const associateBodiesPage = z
  .strictObject({
    framework: z.strictObject({ intro: words, principles: z.array(card).min(1) }),
    operatingBodies: z.strictObject({
      intro: words,
      bodies: z
        .array(z.strictObject({ name: words, reviewCycle: z.enum(governanceCycles), description: words, responsibilities: z.array(words).min(1), icon: iconName }))
        .refine((bodies) => bodies.map((b) => b.reviewCycle).join() === governanceCycles.join(), {
          error: `the four bodies come in the order of their review cycles: ${governanceCycles.join(", ")}`,
        }),
    }),
    operationalCells: z.strictObject({
      intro: words,
      cells: z.array(z.strictObject({ name: words, description: words, protocols: z.array(words).min(1), icon: iconName })).min(1),
    }),
    governanceMatrix: z.strictObject({
      intro: words,
      rows: z.array(z.strictObject({ decision: words, lead: words, consulted: words, cycle: words, escalation: words })).min(1),
    }),
    cta: callToAction,
  })
  .superRefine((page, context) => {
    const names = matrixNames(page);
    page.governanceMatrix.rows.forEach((row, i) => {
      for (const field of ["lead", "consulted"] as const) {
        if (!names.includes(row[field])) {
          context.addIssue({
            code: "custom",
            path: ["governanceMatrix", "rows", i, field],
            message: `"${row[field]}" is not a body or cell of this page (one of: ${names.join(", ")})`,
          });
        }
      }
    });
  });

/** /platform: the groups on the platform, how it connects them, a venture's path through it, its tools. */
const platformPage = z.strictObject({
  intro: words,
  members: z.strictObject({
    intro: words,
    /** Each group: what it brings, what it gets, and the page about it. */
    groups: z
      .array(z.strictObject({ title: words, icon: iconName, brings: words, gets: z.array(words).min(1), link: z.strictObject({ label: words, to: pageLink }) }))
      .min(1),
    /** Also on the platform, with their own pages. */
    others: z.array(card).min(1),
  }),
  connections: z.array(card).min(1),
  /** A venture's path through the platform, step by step, each with the page that tells more. */
  journey: z.array(z.strictObject({ title: words, text: words, link: z.strictObject({ label: words, to: pageLink }) })).min(1),
  tools: z.array(card).min(1),
  cta: callToAction,
});

/** /login: no sign-in form; accounts open by invitation, documents come by e-mail. */
const loginPage = z.strictObject({
  invitation: z.strictObject({ title: words, text: z.array(words).min(1) }),
  emailRequest: z.strictObject({ title: words, intro: words, steps: z.array(words).min(1), primary: action, secondary: action }),
  /** Cards for those already part of Ankur: each leads to a page (`link`) or opens the contact form with `contactTopic`. */
  members: z
    .array(
      z
        .strictObject({ title: words, description: words, icon: iconName, link: pageLink.optional(), contactTopic: contactTopic.optional(), linkLabel: words })
        .superRefine((value, context) => {
          if ((value.link === undefined) === (value.contactTopic === undefined)) {
            context.addIssue({ code: "custom", path: ["link"], message: "give either link (a page of the site) or contactTopic (the contact form), not both or neither" });
          }
        })
        .transform(({ contactTopic: topic, link, ...shown }) => ({ ...shown, link: link ?? contactLink(topic ?? "") })),
    )
    .min(1),
});

/** A single-file collection: the whole YAML document is its one entry, "page". */
const singlePage = (document: string) => ({ page: parse(document) as Record<string, unknown> });
const pageFile = (name: string) => file(`./app/content/${name}`, { parser: singlePage });

export const ecosystemCollections = {
  ecosystemPage: defineCollection({ loader: pageFile("ecosystem-page.yaml"), schema: ecosystemPage }),
  associateBodiesPage: defineCollection({ loader: pageFile("associate-bodies-page.yaml"), schema: associateBodiesPage }),
  platformPage: defineCollection({ loader: pageFile("platform-page.yaml"), schema: platformPage }),
  loginPage: defineCollection({ loader: pageFile("login-page.yaml"), schema: loginPage }),
};
