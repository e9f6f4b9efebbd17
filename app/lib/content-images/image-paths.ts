/**
 * Where the build puts each picture. Pure and synchronous, so a component
 * rendered at build time and an island hydrating in the browser compute the
 * same markup from a content record, with no image module to import.
 */
import { imageSlug, portraitSlug } from "./image-slug";

/** The widths a portrait or logo is made in; a srcset with sizes lets the browser pick (an 88 px avatar on a 2x screen takes 256). */
export const PHOTO_WIDTHS = [64, 128, 256] as const;
/**
 * The widths a cover photo is made in, cut to 16:9: a desktop card takes 640; a
 * phone's full-width card or post header (360-412 px at 1.75-2x) takes 800,
 * about 5 KB as AVIF against 12 KB for the 1280 (issue 22's page budget); a
 * 3x phone or a desktop post header takes 1280.
 */
export const COVER_PHOTO_WIDTHS = [640, 800, 1280] as const;
/** Cover photos live in this subfolder of app/assets/photos/; content names them relative to it. */
export const COVER_PHOTO_FOLDER = "covers/";
export const PHOTO_FORMATS = ["avif", "webp"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** The photo file types the pipeline reads from app/assets/photos/. */
export const PHOTO_FILE_PATTERN = /\.(jpe?g|png|webp|avif|tiff?)$/i;

/** The URL stem of a photo file: "team/Vikram Deshpande.jpg" → "team-vikram-deshpande". */
export function photoStem(file: string): string {
  return imageSlug(file.replace(PHOTO_FILE_PATTERN, ""));
}

/** One made version of a photo: /photos/<stem>-<width>.<format>. */
export function photoVariantPath(file: string, width: number, format: PhotoFormat): string {
  return `/photos/${photoStem(file)}-${width}.${format}`;
}

/** Whether a photo file (relative to app/assets/photos/) is a cover photo rather than a portrait or logo. */
export function isCoverPhoto(file: string): boolean {
  return file.startsWith(COVER_PHOTO_FOLDER);
}

/** The widths a photo is made in, by its kind: only these, so no photo is made at every width. */
export function photoWidths(file: string): readonly number[] {
  return isCoverPhoto(file) ? COVER_PHOTO_WIDTHS : PHOTO_WIDTHS;
}

/** The height a width of a photo is cut to: 16:9 for a cover; a portrait or logo keeps its own proportions. */
export function photoHeight(file: string, width: number): number | undefined {
  return isCoverPhoto(file) ? Math.round((width * 9) / 16) : undefined;
}

/** A srcset of every width of a photo in one format. */
export function photoSrcset(file: string, format: PhotoFormat): string {
  return photoWidths(file).map((width) => `${photoVariantPath(file, width, format)} ${width}w`).join(", ");
}

/** A person's illustrated portrait, made at build time from the name (without a title such as "Dr."). */
export function portraitPath(name: string): string {
  return `/portraits/${portraitSlug(name)}.svg`;
}

/** An organisation's emblem tile (the mark without the name), made at build time from the name. */
export function organisationEmblemPath(name: string): string {
  return `/emblems/${imageSlug(name)}.svg`;
}

/** An organisation's drawn mark, made at build time from the name. */
export function organisationMarkPath(name: string): string {
  return `/marks/${imageSlug(name)}.svg`;
}
