/**
 * People and organisations: the records other collections refer to by id (a
 * post's author, an event's speaker, a partner's logo). One YAML file each:
 * app/content/people/<id>.yaml, app/content/organisations/<id>.yaml, the id
 * being the file name (the name in lower case with hyphens, no honorifics:
 * "priya-venkataraman").
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineCollection, reference } from "astro:content";
import { file, glob } from "astro/loaders";
import { z } from "astro/zod";
import { companyStages, gateDecisionOptions, onboardingAreas } from "~/features/content-sections/ecosystem-options";
import { parse } from "yaml";
import { badgeFamilies } from "~/features/content-sections/status-tone";
import { contactLink } from "~/lib/contact-link";
import { iconName, link, photoFile } from "./fields";

const person = z.strictObject({
  /** As it is printed, honorific included ("Dr. Ananya Krishnan"). */
  name: z.string().min(1),
  /** The title they hold ("Chief Operating Officer"). */
  role: z.string().min(1),
  /** Where they hold it ("Ankur", "Saptarishi Ventures"); shown after the role on bylines and speaker lists. */
  organisation: z.string().min(1).optional(),
  bio: z.string().min(1).optional(),
  /** A photo file in app/assets/photos/; without one an illustrated portrait drawn from the name is shown. */
  image: photoFile.optional(),
  /** Areas a mentor advises on. */
  expertise: z.array(z.string().min(1)).optional(),
  /** A mentor's average rating from founders, out of 5, as published. */
  rating: z.number().min(0).max(5).optional(),
  /** How many founder reviews the rating is drawn from. */
  reviewCount: z.number().int().nonnegative().optional(),
});

/** What a portfolio company (a venture admitted to a programme) shows on Participating Companies. */
const portfolio = z.strictObject({
  /** Its programme stage as published ("Scale-up Stage"). */
  stage: z.enum(companyStages),
  milestones: z.array(z.string().min(1)).min(1),
  /** When it joined, as printed ("August 2019"). */
  joined: z.string().min(1),
  sector: z.string().min(1),
  teamSize: z.number().int().positive(),
});

const organisation = z.strictObject({
  /** The full name, as a tile's heading or a byline prints it ("Dakshin Components Ltd."). */
  name: z.string().min(1),
  /** The name on its logo and drawn mark, when shorter than the full name ("Dakshin Components"). */
  shortName: z.string().min(1).optional(),
  /** A logo file in app/assets/photos/; without one a mark drawn from the name is shown. */
  logo: photoFile.optional(),
  website: z.url({ protocol: /^https$/, error: "must be an https:// address" }).optional(),
  description: z.string().min(1).optional(),
  /** Set on a venture of our portfolio: its stage, milestones and team (needs a description too). */
  portfolio: portfolio.optional(),
});

const contentFolder = fileURLToPath(new URL("../", import.meta.url));

/** A reference that fails the build when its entry's file is missing (Astro's own reference() only logs it). */
function referenceTo<C extends "people" | "organisations">(collection: C) {
  return z
    .string()
    .refine((id) => existsSync(`${contentFolder}${collection}/${id}.yaml`), {
      error: (issue) => `refers to "${String(issue.input)}", but app/content/${collection}/${String(issue.input)}.yaml does not exist`,
    })
    .pipe(reference(collection));
}

/** A person by id: the file name in app/content/people/ without .yaml. */
export const personReference = referenceTo("people");
/** An organisation by id: the file name in app/content/organisations/ without .yaml. */
export const organisationReference = referenceTo("organisations");

/**
 * People shown together, in the order listed (the leadership team, the featured
 * mentors): app/content/people-lists/<list>.yaml. The order lives in the list,
 * not on the person, because one person may be in several lists and reordering
 * is moving a line.
 */
const peopleList = z.strictObject({ members: z.array(personReference).min(1) });

/** Organisations shown together, in the order listed (Trusted By, Our Partners, the featured companies). */
const organisationList = z.strictObject({
  members: z
    .array(
      z.strictObject({
        organisation: organisationReference,
        /** What the organisation does with us, under its name (a tile's caption). */
        caption: z.string().min(1).optional(),
      }),
    )
    .min(1),
  /** Where each tile leads, and the words of the link. */
  link: z.strictObject({ to: link, label: z.string().min(1) }).optional(),
});

/**
 * A page's testimonials, in the order shown: app/content/testimonials/<page>.yaml.
 * Whoever speaks is a person record; their role and organisation are printed under the quote.
 */
const testimonials = z.strictObject({
  testimonials: z
    .array(
      z.strictObject({
        person: personReference,
        quote: z.string().min(1),
        /** On the Troup-Based Incubation Model page: the title of the key benefit the quote stands beside. */
        benefit: z.string().min(1).optional(),
      }),
    )
    .min(1),
});

const words = z.string().min(1);

/** A button: `to` a page or address, or `contactTopic`, the contact form opened with that topic filled in. */
const action = z
  .strictObject({ label: words, to: link.optional(), contactTopic: words.optional() })
  .refine((a) => (a.to === undefined) !== (a.contactTopic === undefined), { error: "give either to (a page) or contactTopic (the contact form's topic), one of the two" })
  .transform((a) => ({ label: a.label, to: a.to ?? contactLink(a.contactTopic ?? "") }));

/** A key figure: big value, short label. */
const stat = z.strictObject({ value: words, label: words });

/** The closing call to action of a page. */
const callToAction = z.strictObject({ title: words, text: words, primary: action, secondary: action.optional() });

/** A card with a list of what it offers (spec: title, description, feature list). */
const featureCard = z.strictObject({ title: words, description: words, features: z.array(words).min(1), icon: iconName });

/** The Mentorship Network page's copy around its mentors (app/content/mentorship-page.yaml). */
const mentorshipPage = z.strictObject({ intro: words, features: z.array(featureCard).min(1), cta: callToAction });

/** The Industry Partners page's copy around its testimonials (app/content/industry-partners-page.yaml). */
const industryPartnersPage = z.strictObject({
  intro: words,
  benefits: z.array(featureCard).min(1),
  projects: z
    .array(
      z.strictObject({
        title: words,
        /** The organisation the project is run with, by id. */
        partner: organisationReference,
        description: words,
        status: z.enum(Object.keys(badgeFamilies.project) as [keyof typeof badgeFamilies.project]),
        impact: words,
        icon: iconName,
      }),
    )
    .min(1),
  cta: callToAction,
});

/** About Us: the story, mission and vision, values and the closing call to action (app/content/about-page.yaml). */
const aboutPage = z.strictObject({
  story: z.strictObject({ intro: words, milestones: z.array(z.strictObject({ when: words, title: words, text: words })).min(1) }),
  mission: words,
  vision: words,
  values: z.array(z.strictObject({ title: words, description: words, icon: iconName })).min(1),
  cta: callToAction,
});

/** The Participating Companies page's copy around the featured companies (app/content/participating-companies-page.yaml). */
const participatingCompaniesPage = z.strictObject({
  selectionIntro: words,
  selectionCriteria: z.array(z.strictObject({ title: words, description: words, icon: iconName })).min(1),
  sectors: z
    .array(
      z.strictObject({
        name: words,
        description: words,
        companyCount: z.number().int().positive(),
        /** Whole percent of the portfolio. */
        portfolioShare: z.number().int().min(0).max(100),
        icon: iconName,
      }),
    )
    .min(1)
    .refine((sectors) => sectors.reduce((sum, sector) => sum + sector.portfolioShare, 0) === 100, { error: "the sectors' portfolioShare must add up to 100" }),
  successMetrics: z.array(stat).min(1),
  onboardingCriteria: z
    .array(z.strictObject({ area: z.enum(onboardingAreas), description: words, questions: z.tuple([words, words, words]), icon: iconName }))
    .min(1),
  cta: callToAction,
});

/** The Troup-Based Incubation Model page (app/content/troup-model-page.yaml); each key benefit's quote is in testimonials/troup-model.yaml. */
const troupModelPage = z.strictObject({
  intro: z.strictObject({ paragraphs: z.array(words).min(1), stats: z.array(stat).min(1) }),
  coreComponents: z
    .array(
      z.strictObject({
        title: words,
        description: words,
        icon: iconName,
        lists: z.array(z.strictObject({ heading: words, items: z.array(words).min(1) })).min(1),
      }),
    )
    .min(1),
  stages: z
    .array(
      z.strictObject({
        name: words,
        /** Text only, e.g. "4-6 weeks". */
        duration: words,
        summary: words,
        activities: z.array(words).min(1),
        /** What the review gate at the end of the stage checks. */
        gate: words,
      }),
    )
    .length(5, "the model has five stages"),
  gateDecisions: z.array(z.enum(gateDecisionOptions)).min(1),
  band: z.strictObject({ eyebrow: words, statement: words, link: z.strictObject({ label: words, to: link }).optional() }),
  benefits: z.array(z.strictObject({ title: words, description: words, icon: iconName })).min(1),
  caseStudy: z.strictObject({ venture: words, sector: words, challenge: words, approach: words, results: z.array(stat).min(1) }),
  cta: callToAction,
});

/** A single-file collection: the whole YAML document is its one entry, "page". */
const singlePage = (document: string) => ({ page: parse(document) as Record<string, unknown> });
const pageFile = (name: string) => file(`./app/content/${name}`, { parser: singlePage });

const yamlIn = (folder: string) => glob({ pattern: "*.yaml", base: `./app/content/${folder}` });

export const peopleCollections = {
  people: defineCollection({ loader: yamlIn("people"), schema: person }),
  organisations: defineCollection({
    loader: yamlIn("organisations"),
    schema: organisation.refine((org) => !org.portfolio || org.description, { error: "a portfolio company needs a description", path: ["description"] }),
  }),
  peopleLists: defineCollection({ loader: yamlIn("people-lists"), schema: peopleList }),
  organisationLists: defineCollection({ loader: yamlIn("organisation-lists"), schema: organisationList }),
  testimonials: defineCollection({ loader: yamlIn("testimonials"), schema: testimonials }),
  aboutPage: defineCollection({ loader: pageFile("about-page.yaml"), schema: aboutPage }),
  mentorshipPage: defineCollection({ loader: pageFile("mentorship-page.yaml"), schema: mentorshipPage }),
  troupModelPage: defineCollection({ loader: pageFile("troup-model-page.yaml"), schema: troupModelPage }),
  participatingCompaniesPage: defineCollection({ loader: pageFile("participating-companies-page.yaml"), schema: participatingCompaniesPage }),
  industryPartnersPage: defineCollection({ loader: pageFile("industry-partners-page.yaml"), schema: industryPartnersPage }),
};
