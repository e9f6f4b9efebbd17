import type { PRESS_CATEGORIES } from "./press-categories";

export type PressCategory = (typeof PRESS_CATEGORIES)[number];

/**
 * A press release without its text: its card in the Press Room, the archive
 * and its page's <head> (from app/content/press/<slug>.md, press-entries.ts).
 */
export type PressReleaseSummary = {
  /** Path segment of /press/{slug}: the file name. */
  slug: string;
  category: PressCategory;
  title: string;
  /** The day of the release (YYYY-MM-DD, Indian calendar). */
  date: string;
  /** Place line of the release ("PUNE, India"). */
  dateline: string;
  summary: string;
};

/** A press release with its text, as HTML rendered from the file's Markdown at build time. */
export type PressRelease = PressReleaseSummary & { bodyHtml: string };
