import { create as contentDisposition } from "content-disposition";
import { PDF, PPT, PPTX } from "../leads/pitch-deck-type.ts";

/**
 * Headers of the files the inbox hands out (pitch decks, CSV exports): always
 * an attachment, never shown inline. The content-disposition package quotes
 * and encodes the name (RFC 6266, RFC 8187); the names are ours anyway.
 */
export function attachmentDisposition(fileName: string): string {
  return contentDisposition(fileName, { type: "attachment" });
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  [PDF.mediaType]: PDF.extension,
  [PPT.mediaType]: PPT.extension,
  [PPTX.mediaType]: PPTX.extension,
};

/**
 * The name a pitch deck is downloaded as: the lead's reference, with the
 * extension of the type found in its bytes when it was stored. Never the
 * visitor's name: a PDF that is also HTML or a program, sent as `pitch.html`
 * or `setup.exe`, would be saved under that name and opened as such.
 */
export function pitchDeckFileName(reference: string, mediaType: string): string {
  // Only the three types are ever stored; anything else would be data, not something to open.
  return `${reference}-pitch-deck${EXTENSIONS[mediaType] ?? ".bin"}`;
}
