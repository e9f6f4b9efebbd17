/**
 * The downloads of the Resources pages (issue 23): whitepapers, the tools
 * library's templates and the media library's files, one YAML file each.
 *
 * - app/content/whitepapers/<id>.yaml: a paper of /resources/whitepapers
 *   (its request page /resources/whitepapers/<id>/request and its cover
 *   /covers/whitepapers/<id>.svg follow from the file).
 * - app/content/download-groups/<id>.yaml: a section of the tools or the media
 *   library (its title, description and place on the page).
 * - app/content/tools/<id>.yaml, app/content/media/<id>.yaml: a file of a
 *   section, placed by `order` (its request page
 *   /resources/<library>/<id>/request follows from the file). The media file
 *   that carries `video` is the overview video at the top of /resources/media.
 * - app/content/research-papers/<id>.yaml: a paper of the Research Papers
 *   Repository on /audience-hub/consultants-academics, newest first.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { z } from "astro/zod";
import { accentColours } from "~/components/accent";
import { toolFormats } from "~/features/download-request/download-types";
import { researchCategories } from "~/features/paper-search/paper-types";
import { whitepaperTopics } from "~/features/whitepaper-search/whitepaper-types";
import { coverPhotoFile, iconName, istDate } from "./fields";
import { personReference } from "./people";

const count = z.number().int().nonnegative();

/** A file size as shown ("3.1 MB", "180 KB"). */
const fileSize = z.string().regex(/^\d+(\.\d+)? (KB|MB)$/, 'must be a size such as "180 KB" or "3.1 MB"');

/** An illustration drawn inline: an icon of the sprite on one of the accent colours. */
const thumbnail = z.strictObject({
  icon: iconName,
  colour: z.enum(accentColours, { error: (issue) => `"${String(issue.input)}" is not an accent colour (${accentColours.join(", ")})` }),
});

const whitepaper = z.strictObject({
  title: z.string().min(1),
  topic: z.enum(whitepaperTopics, { error: (issue) => `"${String(issue.input)}" is not a whitepaper topic (${whitepaperTopics.join(", ")})` }),
  /** A cover photo in app/assets/photos/covers/; without one its art is drawn from the title and topic. */
  image: coverPhotoFile.optional(),
  description: z.string().min(1),
  /** The author, by id: a file in app/content/people/. */
  author: personReference,
  /** The day it was published. */
  date: istDate,
  pages: z.number().int().positive(),
  fileSize,
  citations: count,
  downloads: count,
});

const contentFolder = fileURLToPath(new URL("../", import.meta.url));

/** A library section by id: the file name in app/content/download-groups/ without .yaml; the build fails when it is missing. */
const downloadGroupId = z.string().refine((id) => existsSync(`${contentFolder}download-groups/${id}.yaml`), {
  error: (issue) => `refers to the section "${String(issue.input)}", but app/content/download-groups/${String(issue.input)}.yaml does not exist`,
});

const downloadGroup = z.strictObject({
  /** The page the section is on. */
  library: z.enum(["tools", "media"], { error: 'must be "tools" or "media"' }),
  title: z.string().min(1),
  description: z.string().min(1),
  /** Its place on its page: sections are shown by ascending order. */
  order: z.number().int(),
});

/** What every file of the tools and media libraries has. */
const libraryFile = {
  title: z.string().min(1),
  description: z.string().min(1),
  /** The section it is listed in. */
  group: downloadGroupId,
  /** Its place in its section: files are shown by ascending order. */
  order: z.number().int(),
  thumbnail,
};

const tool = z.strictObject({
  ...libraryFile,
  format: z.enum(toolFormats, { error: (issue) => `"${String(issue.input)}" is not a tool format (${toolFormats.join(", ")})` }),
  fileSize,
  downloads: count,
});

/** The overview video played on /resources/media (#overview-video). */
const overviewVideo = z.strictObject({
  /** What the page says about the video under its title. */
  description: z.string().min(1),
  /** The video's id on YouTube: 11 letters, digits, - or _. */
  youtubeId: z.string().regex(/^[\w-]{11}$/, "must be a YouTube video id: 11 letters, digits, - or _"),
  /** The transcript's paragraphs, in the order they are spoken. */
  transcript: z.array(z.string().min(1)).min(1),
});

const media = z
  .strictObject({
    ...libraryFile,
    /** Format and size ("PDF · 2.8 MB") or, for a video, its kind ("Explainer"). */
    format: z.string().min(1),
    /** Videos only, as shown ("2:05"). */
    duration: z
      .string()
      .regex(/^\d+:[0-5]\d$/, 'must be a length such as "2:05"')
      .optional(),
    views: count,
    /** Only on the one file that is the overview video at the top of /resources/media. */
    video: overviewVideo.optional(),
  })
  .refine((file) => !file.video || file.duration, { error: "a file with video needs its duration", path: ["duration"] });

const researchPaper = z.strictObject({
  title: z.string().min(1),
  /** The author, by id: a file in app/content/people/. */
  author: personReference,
  /** Where the research was done, as printed beside the author. */
  institution: z.string().min(1),
  category: z.enum(researchCategories, { error: (issue) => `"${String(issue.input)}" is not a research category (${researchCategories.join(", ")})` }),
  publishDate: istDate,
  citations: count,
  abstract: z.string().min(1),
  keywords: z.array(z.string().min(1)).min(1),
});

export const resourcesCollections = {
  whitepapers: defineCollection({ loader: glob({ pattern: "*.yaml", base: "./app/content/whitepapers" }), schema: whitepaper }),
  downloadGroups: defineCollection({ loader: glob({ pattern: "*.yaml", base: "./app/content/download-groups" }), schema: downloadGroup }),
  tools: defineCollection({ loader: glob({ pattern: "*.yaml", base: "./app/content/tools" }), schema: tool }),
  media: defineCollection({ loader: glob({ pattern: "*.yaml", base: "./app/content/media" }), schema: media }),
  researchPapers: defineCollection({ loader: glob({ pattern: "*.yaml", base: "./app/content/research-papers" }), schema: researchPaper }),
};
