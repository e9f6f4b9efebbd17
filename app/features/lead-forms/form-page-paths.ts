/**
 * The pages that hold a content page's form on their own: where the link
 * that opens the form's dialog goes without JavaScript (or before it), so
 * the form is reachable and posts without it.
 */

/** The libraries whose files are asked for by e-mail. */
export type DownloadLibrary = "tools" | "media";

/** /resources/events/term-sheets-decoded-2026/register */
export function eventRegistrationPath(eventId: string): string {
  return `/resources/events/${encodeURIComponent(eventId)}/register`;
}

/** /resources/tools/startup-financial-model/request */
export function downloadRequestPath(library: DownloadLibrary, itemId: string): string {
  return `/resources/${library}/${encodeURIComponent(itemId)}/request`;
}
