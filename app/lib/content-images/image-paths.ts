/**
 * Where the build puts each picture. Pure and synchronous, so a component
 * rendered at build time and an island hydrating in the browser compute the
 * same markup from a content record, with no image module to import.
 */
import { imageSlug, portraitSlug } from "./image-slug";

/** The widths every photo is made in; a srcset with sizes lets the browser pick (an 88 px avatar on a 2x screen takes 256). */
export const PHOTO_WIDTHS = [64, 128, 256] as const;
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

/** A srcset of every width of a photo in one format. */
export function photoSrcset(file: string, format: PhotoFormat): string {
  return PHOTO_WIDTHS.map((width) => `${photoVariantPath(file, width, format)} ${width}w`).join(", ");
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
