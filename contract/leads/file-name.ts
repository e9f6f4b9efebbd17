import { baseFileName } from "./pitch-deck-data-url.ts";

/**
 * Invisible characters a file name can carry: format characters (Unicode
 * category Cf: the bidi overrides and isolates U+202A–202E and U+2066–2069,
 * the marks U+200E/F, zero-width characters, U+FEFF …) and control
 * characters (Cc). A format character reorders or hides what is shown:
 * "invoice\u202Efdp.exe" displays as "invoiceexe.pdf".
 */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/**
 * A visitor's file name as it may be shown and stored: without invisible
 * characters, without any folder part, trimmed. Empty when nothing visible is left.
 */
export function visibleFileName(name: string): string {
  return baseFileName(name.replace(INVISIBLE, "")).trim();
}
