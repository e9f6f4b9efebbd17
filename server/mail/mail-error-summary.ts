/**
 * Why a send failed, as staff see it in the inbox: one line, at most
 * MAIL_ERROR_SUMMARY_MAX characters, with every e-mail address replaced.
 * SMTP servers often echo the recipient ("550 5.1.1 <priya@…>: user
 * unknown"); the stored error stays whole for the server's own log.
 */

export const MAIL_ERROR_SUMMARY_MAX = 160;

// Local part, @, a domain with at least one dot; angle brackets around it go with it.
const ADDRESS = /<?[^\s<>@"',;:()[\]]+@[^\s<>@"',;:()[\]]+\.[^\s<>@"',;:()[\]]+>?/g;
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F\u202A-\u202E\u2066-\u2069]+/g;

export function mailErrorSummary(error: string): string {
  const line = error.replace(CONTROL, " ").replace(ADDRESS, "[address]").replace(/\s+/g, " ").trim();
  if (line === "") return "Unknown error";
  return line.length > MAIL_ERROR_SUMMARY_MAX ? `${line.slice(0, MAIL_ERROR_SUMMARY_MAX - 1).trimEnd()}…` : line;
}
