/**
 * The field types the content schemas share: every check that makes a bad
 * entry fail the build with its file and field named (Astro reports the
 * entry's file; the zod path names the field; the messages say what is wrong).
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { z } from "astro/zod";
import { iconNames } from "~/components/icon-names";
import { isPagePath } from "~/config/pages";
import { contactLink } from "~/lib/contact-link";
import { COVER_PHOTO_FOLDER, PHOTO_FILE_PATTERN } from "~/lib/content-images/image-paths";
import { PHOTO_FOLDER } from "~/lib/content-images/missing-photos";

const photosFolder = fileURLToPath(new URL("../../assets/photos/", import.meta.url));

/** A photo file in app/assets/photos/ ("meera-raghunathan.jpg"), which must exist. */
export const photoFile = z
  .string()
  .regex(PHOTO_FILE_PATTERN, "must name a .jpg, .png, .webp, .avif or .tif file")
  .refine((file) => existsSync(`${photosFolder}${file}`), {
    error: (issue) => `names the photo "${String(issue.input)}", but ${PHOTO_FOLDER}/${String(issue.input)} does not exist: drop the file in or remove the field`,
  });

/** A cover photo in app/assets/photos/covers/ ("market-day.jpg"), which must exist. */
export const coverPhotoFile = z
  .string()
  .regex(PHOTO_FILE_PATTERN, "must name a .jpg, .png, .webp, .avif or .tif file")
  .refine((file) => existsSync(`${photosFolder}${COVER_PHOTO_FOLDER}${file}`), {
    error: (issue) => `names the cover "${String(issue.input)}", but ${PHOTO_FOLDER}/${COVER_PHOTO_FOLDER}${String(issue.input)} does not exist: drop the file in or remove the field`,
  });

/** An icon of the site's sprite, by its lucide name (app/components/icon-names.ts). */
export const iconName = z.enum(iconNames, { error: (issue) => `"${String(issue.input)}" is not one of the site's icons (app/components/icon-names.ts)` });

/** A calendar day as content writes it ("2026-12-05"), read as that day in India (IST, UTC+05:30). */
export const istDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .transform((day, context) => {
    const date = new Date(`${day}T00:00:00+05:30`);
    // Midnight in India is the evening before in UTC: the day is checked as written, at midnight UTC (Feb 30 rolls over to March).
    if (Number.isNaN(date.getTime()) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
      context.addIssue({ code: "custom", message: `"${day}" is not a day of the calendar` });
      return z.NEVER;
    }
    return day;
  });

/** A moment as content writes it in Indian time ("2026-12-05T18:30"), kept as an ISO string with the +05:30 offset. */
export const istDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "must be a date and time written YYYY-MM-DDTHH:MM (Indian time)")
  .transform((moment, context) => {
    const iso = `${moment}:00+05:30`;
    if (Number.isNaN(new Date(iso).getTime())) {
      context.addIssue({ code: "custom", message: `"${moment}" is not a moment of the calendar` });
      return z.NEVER;
    }
    return iso;
  });

/** A path on this site ("/resources/events"), or a #fragment. */
export const sitePath = z.string().regex(/^(\/[^\s]*|#[\w-]+)$/, 'must be a path on this site, starting with "/"');

/** A link: a path on this site, an https address, or a mailto:/tel: link. */
export const link = z.string().regex(/^(\/[^\s]*|#[\w-]+|https:\/\/\S+|mailto:\S+|tel:\+?[\d-]+)$/, 'must be a path on this site ("/…"), an https:// address, mailto: or tel:');

/** Text that must say something: trimmed, not empty. */
export const words = z.string().trim().min(1, "must not be empty");

/**
 * A page of the site's registry (app/config/pages.ts), with an optional
 * #fragment ("/programs", "/contact-get-involved#apply-for-incubation"), or a
 * place on the same page ("#funding-readiness").
 */
export const pageLink = z
  .string()
  .regex(/^(\/[^\s?]*|#[\w-]+)$/, 'must be a path on this site, starting with "/", or a "#place" on the page (a question for the team: write contactTopic instead)')
  .refine((to) => to.startsWith("#") || isPagePath(to.split("#")[0] ?? ""), {
    error: (issue) => `"${String(issue.input)}" is not a page of the site (app/config/pages.ts)`,
  });

/** The topic the contact form opens with; it keeps the first 200 characters (features/lead-forms/contact-topic.ts). */
export const contactTopic = words.max(200, "must be at most 200 characters (the contact form keeps no more)");

/**
 * A button or link: its label and either `to`, a page of the site, or
 * `contactTopic`, which opens the contact form with that topic filled in.
 * Pages get `{ label, to }` either way.
 */
export const action = z
  .strictObject({ label: words, to: pageLink.optional(), contactTopic: contactTopic.optional() })
  .superRefine((value, context) => {
    if ((value.to === undefined) === (value.contactTopic === undefined)) {
      context.addIssue({ code: "custom", path: ["to"], message: "give either to (a page of the site) or contactTopic (the contact form), not both or neither" });
    }
  })
  .transform(({ label, to, contactTopic: topic }) => ({ label, to: to ?? contactLink(topic ?? "") }));
