/**
 * What a post's, event's, case study's or whitepaper's `image` field names:
 * a URL (its generated art, "/covers/…", or a file under public/), or a cover
 * photo file in app/assets/photos/covers/ ("market-day.jpg"), which the build
 * makes at cover widths as AVIF and WebP. Pure, so a page and an island
 * compute the same markup from a content record.
 */
import { COVER_PHOTO_FOLDER, COVER_PHOTO_WIDTHS, PHOTO_FILE_PATTERN, type PhotoFormat, photoSrcset, photoVariantPath } from "../content-images/image-paths";

/** The photo file a cover names, relative to app/assets/photos/ ("covers/market-day.jpg"), or undefined for a URL. */
export function coverPhotoFile(image: string): string | undefined {
  if (image.startsWith("/") || !PHOTO_FILE_PATTERN.test(image)) return undefined;
  return `${COVER_PHOTO_FOLDER}${image}`;
}

/** A cover photo's sources, best format first, and the fallback for a browser that reads neither. */
export type CoverPhotoSources = { sources: { type: `image/${PhotoFormat}`; srcSet: string }[]; src: string };

export function coverPhotoSources(file: string): CoverPhotoSources {
  return {
    sources: (["avif", "webp"] as const).map((format) => ({ type: `image/${format}` as const, srcSet: photoSrcset(file, format) })),
    src: photoVariantPath(file, COVER_PHOTO_WIDTHS[0], "webp"),
  };
}

/** One URL for a cover, where a single one is asked for (structured data): a photo's largest WebP, or the URL itself. */
export function coverImageUrl(image: string): string {
  const file = coverPhotoFile(image);
  return file ? photoVariantPath(file, COVER_PHOTO_WIDTHS[COVER_PHOTO_WIDTHS.length - 1]!, "webp") : image;
}

/**
 * The `sizes` of a cover shown at most `width` CSS pixels wide: the whole
 * viewport below that, so a phone on a 3x screen takes the 1280 version.
 */
export function coverSizes(width: number): string {
  return `(min-width: ${width}px) ${width}px, 100vw`;
}
