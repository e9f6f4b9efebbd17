import { isDay } from "../../../contract/staff-inbox/inbox-query.ts";
import { formatShortDate } from "~/lib/display-format";

// The inbox's date filters show a day as its table does, "26 Nov 2026", and
// read it back; day-first numbers (26/11/2026) are taken too. The URL and the
// API keep the ISO day (2026-11-26).

/** How the date fields ask for a day, shown beside them: the table's own way. */
export const INDIA_DAY_EXAMPLE = "26 Nov 2026";

const MONTH_NAMES = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"] as const;

/** "2026-11-26" → "26 Nov 2026", as the table writes the day. */
export function isoDayToIndian(day: string): string {
  return formatShortDate(day);
}

function isoOf(year: string, month: number, date: string): string | undefined {
  const day = `${year}-${String(month).padStart(2, "0")}-${date.padStart(2, "0")}`;
  return isDay(day) ? day : undefined;
}

/**
 * What a member of staff typed → the ISO day: "26 Nov 2026" or "26 November
 * 2026" (any case, with spaces, dashes or a comma), "26/11/2026", "6/1/2026",
 * "26-11-2026" or "26.11.2026" (day first), or an ISO day pasted in. Empty
 * text is no day (""); a text that names no real calendar day is undefined.
 */
export function indianDayToIso(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return "";
  if (isDay(trimmed)) return trimmed;
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (numeric) return isoOf(numeric[3] as string, Number(numeric[2]), numeric[1] as string);
  const named = /^(\d{1,2})[\s-]+([a-z]+)\.?[\s,-]+(\d{4})$/i.exec(trimmed);
  if (!named) return undefined;
  const name = (named[2] as string).toLowerCase();
  // The month whole or in its three letters ("Sept" too).
  const month = MONTH_NAMES.findIndex((whole) => name === whole || name === whole.slice(0, 3) || (whole === "september" && name === "sept"));
  return month === -1 ? undefined : isoOf(named[3] as string, month + 1, named[1] as string);
}
