import type { LocalImageService } from "astro";
import type { PhotoFormat } from "./image-paths";

type Transform = LocalImageService["transform"];

/**
 * Encoder quality by format, each about what a JPEG at 75-80 looks like: AVIF's
 * scale runs lower than WebP's (at 70 the 1280 px stand-in cover took 19 KB
 * instead of 12 KB at 50, spent on film grain one cannot see at the slot's size).
 * AVIF at 40 rather than 50 takes the 800 px cover a phone loads from 7.0 to
 * 5.4 KB with no difference one can see at its 360-412 px (issue 22's budget;
 * 35 would save 0.7 KB more, 40 keeps a margin for real photographs' detail).
 */
const QUALITY: Record<PhotoFormat, number> = { avif: 40, webp: 70 };

/**
 * One version of a photo to make: the file (for messages), its bytes, the
 * width and the format, and for a cover the height it is cut to (around the
 * middle) so that every version has the slot's proportions.
 */
export type PhotoVariantRequest = { file: string; source: Uint8Array; width: number; height?: number | undefined; format: PhotoFormat };

/**
 * Makes one version of a photo with an Astro image service (sharp): scaled to
 * the width (never up; cut to the height if one is asked), encoded as AVIF or WebP. Fails rather than pass the
 * original through under the wrong type.
 */
export async function makePhotoVariant(
  service: { transform: Transform },
  request: PhotoVariantRequest,
  imageConfig: Parameters<Transform>[2],
  logger: Parameters<Transform>[3],
): Promise<Uint8Array<ArrayBuffer>> {
  const { data, format } = await service.transform(request.source, { src: request.file, width: request.width, ...(request.height ? { height: request.height, fit: "cover" as const } : {}), format: request.format, quality: QUALITY[request.format] }, imageConfig, logger);
  // sharp names AVIF output by its container, HEIF.
  const made = format === "heif" ? "avif" : format;
  if (made !== request.format) throw new Error(`app/assets/photos/${request.file} came out as ${made}, not ${request.format}: is it an image sharp can read?`);
  return new Uint8Array(data);
}
