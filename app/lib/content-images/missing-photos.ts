/**
 * A photo named in content: whose it is, where it is named, and the file it
 * names (relative to the photos folder), with the name as content writes it
 * when that differs (a cover names "market-day.jpg" for "covers/market-day.jpg").
 */
export type PhotoReference = { owner: string; where: string; file: string; named?: string };

/** The photos folder as the build error names it. */
export const PHOTO_FOLDER = "app/assets/photos";

/** One message per content image field that names a file the photos folder does not have. */
export function missingPhotoMessages(references: readonly PhotoReference[], available: ReadonlySet<string>): string[] {
  return references
    .filter((ref) => !available.has(ref.file))
    .map((ref) => `${ref.where} names the photo "${ref.named ?? ref.file}" (for ${ref.owner}), but ${PHOTO_FOLDER}/${ref.file} does not exist.`);
}

/** Fails the build, naming each file and field, when content names a photo that is not there. */
export function assertPhotosExist(references: readonly PhotoReference[], available: ReadonlySet<string>): void {
  const messages = missingPhotoMessages(references, available);
  if (messages.length > 0) {
    throw new Error(`Missing photos: drop the file into ${PHOTO_FOLDER}/ or remove the image field.\n${messages.join("\n")}`);
  }
}
