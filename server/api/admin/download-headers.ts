import { PDF, PPT, PPTX } from "../leads/pitch-deck-type.ts";

/**
 * Headers of the files the inbox hands out (pitch decks, CSV exports): always
 * an attachment, with the original name, never shown inline.
 */

// oxlint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u001F\u007F]/g;

/** A file name safe for a header: no control characters, no path, at most 200 characters. */
export function safeFileName(name: string): string {
  const base = name.replace(CONTROL, "").split(/[\\/]/).pop() ?? "";
  return base.trim().slice(0, 200);
}

/** RFC 6266: an ASCII fallback name and the exact UTF-8 name (RFC 8187) for browsers that read it. */
export function attachmentDisposition(fileName: string): string {
  const name = safeFileName(fileName) || "download";
  const fallback = name.replace(/[^\x20-\x7E]/g, "_").replace(/["\\%]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  [PDF.mediaType]: PDF.extension,
  [PPT.mediaType]: PPT.extension,
  [PPTX.mediaType]: PPTX.extension,
};

/** The name a pitch deck is downloaded as: the visitor's own, or one made from the lead's reference. */
export function pitchDeckFileName(stored: string | null, reference: string, mediaType: string): string {
  const own = stored ? safeFileName(stored) : "";
  return own || `${reference}-pitch-deck${EXTENSIONS[mediaType] ?? ""}`;
}
