/**
 * The partner portal, the contact pages and the application-status page: each
 * page's words in one YAML file, a single-file collection whose one entry is
 * "page" (app/content/partner-portal-page.yaml, contact-page.yaml,
 * application-status-page.yaml). The forms' field labels and messages are the
 * spec's texts and stay in contract/leads/, as do the forms' data notices
 * (contract/leads/data-notices.ts), which every lead form on the site shows.
 */
import { defineCollection } from "astro:content";
import { file } from "astro/loaders";
import { z } from "astro/zod";
import { parse } from "yaml";
import { VISITOR_STATUSES } from "../../../contract/leads/application-status-page.ts";
import { iconName, link, sitePath } from "./fields";
import { personReference } from "./people";

const words = z.string().min(1);

/** A form section's heading and the paragraph under it. */
const formIntro = z.strictObject({ title: words, text: words });

/** A section's heading, with the line under it where it has one. */
const sectionHeading = z.strictObject({ title: words, intro: words.optional() });

/** What the portal's login form says when Sign In or Forgot password is used. */
const loginNotice = z.strictObject({ heading: words, text: words, link: z.strictObject({ label: words, to: sitePath }) });

/** /partner-portal (app/content/partner-portal-page.yaml). */
const partnerPortalPage = z
  .strictObject({
    /** Beside the login form: what the portal is for. */
    intro: z.strictObject({
      heading: words,
      text: words,
      /** "Not a partner yet? [Apply for a partnership] and …": the words before the link, the link, the words after. */
      apply: z.strictObject({ before: words, label: words, to: sitePath, after: words }),
    }),
    /** The login form (partner accounts open by invitation; it sends nothing). */
    login: z.strictObject({
      title: words,
      intro: words,
      invitationNote: words,
      /** The fields' labels (the inputs have no names: nothing is sent) and the buttons. */
      emailLabel: words,
      emailPlaceholder: words,
      passwordLabel: words,
      forgotPasswordButton: words,
      signInButton: words,
      notices: z.strictObject({ signIn: loginNotice, forgotPassword: loginNotice }),
    }),
    featuresSection: sectionHeading,
    /** The feature cards; each links to the detail below with the same id (#id). */
    features: z.array(z.strictObject({ id: z.string().regex(/^[a-z][a-z0-9-]*$/, "must be lower case letters, digits and hyphens"), title: words, description: words, icon: iconName, linkLabel: words })).min(1),
    detailsSection: sectionHeading,
    /** The detail behind each feature card, at the card's anchor. */
    featureDetails: z.array(z.strictObject({ id: words, title: words, icon: iconName, text: words, points: z.array(words).min(1) })).min(1),
    tiersSection: sectionHeading.extend({
      /** The badge of the highlighted tier, and what a feature row says it is. */
      highlightedBadge: words,
      included: words,
      notIncluded: words,
    }),
    tiers: z
      .array(
        z.strictObject({
          tier: words,
          /** Entry, mid-level or premium. */
          level: words,
          color: z.enum(["slate", "brand", "saffron"]),
          highlighted: z.boolean(),
          description: words,
          features: z.array(z.strictObject({ name: words, available: z.boolean() })).min(1),
          apply: z.strictObject({ label: words, to: sitePath }),
        }),
      )
      .min(1),
    /** A partner's words; their name, role and organisation come from their person file. */
    testimonial: z.strictObject({ person: personReference, quote: words }),
    storiesLink: z.strictObject({ text: words, label: words, to: sitePath }),
  })
  .superRefine((page, context) => {
    const details = new Set(page.featureDetails.map((detail) => detail.id));
    page.features.forEach((feature, index) => {
      if (!details.has(feature.id)) context.addIssue({ code: "custom", path: ["features", index, "id"], message: `no entry of featureDetails has the id "${feature.id}" the card links to` });
    });
  });

/** A point on the map: latitude and longitude in degrees. */
const place = z.strictObject({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) });

/** /contact-get-involved and /contact, /apply's intro and the partnership application's (app/content/contact-page.yaml). */
const contactPage = z.strictObject({
  contactForm: formIntro,
  /** Beside the contact form: the general address; the phone is the first office's. */
  directContact: z.strictObject({ title: words, email: z.email(), text: words }),
  officesSection: sectionHeading.extend({ directionsLabel: words }),
  offices: z
    .array(
      z.strictObject({
        /** "Head Office", "Corporate Office". */
        name: words,
        city: words,
        addressLines: z.array(words).min(1),
        /** As printed, and as dialled (E.164, for the tel: link). */
        phone: z.strictObject({ display: words, dial: z.string().regex(/^\+\d{8,15}$/, 'must be the number as dialled: "+" and digits') }),
        email: z.email(),
        hours: words,
        /** The address a maps service routes to (its Directions link). */
        directionsTo: words,
      }),
    )
    .min(1),
  /** The first office's map, loaded only when the visitor asks (OpenStreetMap). */
  map: z.strictObject({ title: words, buttonLabel: words, notice: words, viewLabel: words, at: place }),
  incubationForm: formIntro,
  /** The partnership application page's form (/contact-get-involved/partner-apply). */
  partnershipForm: formIntro,
  stillUnsure: z.strictObject({ title: words, text: words, primary: z.strictObject({ label: words, to: link }) }),
});

/** The application-status page and its plain post's answer (app/content/application-status-page.yaml). */
const applicationStatusPage = z.strictObject({
  lookup: formIntro,
  /** Under the form: where a lost Application ID is; the link opens the contact form with `topic` filled in. */
  lostApplicationId: z.strictObject({ text: words, linkLabel: words, topic: words }),
  meaningsTitle: words,
  /** What each status an applicant can see means for them: one for each of contract/leads/application-status-page.ts's statuses. */
  meanings: z.strictObject(Object.fromEntries(VISITOR_STATUSES.map((status) => [status, words])) as Record<(typeof VISITOR_STATUSES)[number], typeof words>),
});

/** A single-file collection: the whole YAML document is its one entry, "page". */
const singlePage = (document: string) => ({ page: parse(document) as Record<string, unknown> });
const pageFile = (name: string) => file(`./app/content/${name}`, { parser: singlePage });

export const portalContactCollections = {
  partnerPortalPage: defineCollection({ loader: pageFile("partner-portal-page.yaml"), schema: partnerPortalPage }),
  contactPage: defineCollection({ loader: pageFile("contact-page.yaml"), schema: contactPage }),
  applicationStatusPage: defineCollection({ loader: pageFile("application-status-page.yaml"), schema: applicationStatusPage }),
};
