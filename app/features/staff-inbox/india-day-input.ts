import { isDay } from "../../../contract/staff-inbox/inbox-query.ts";

// The inbox's date filters are written the Indian way, day first:
// 26/11/2026. The URL and the API keep the ISO day (2026-11-26).

/** How the date fields ask for a day, shown beside them. */
export const INDIA_DAY_FORMAT = "dd/mm/yyyy";

/** "2026-11-26" → "26/11/2026". */
export function isoDayToIndian(day: string): string {
  const [year, month, date] = day.split("-");
  return `${date}/${month}/${year}`;
}

/**
 * What a visitor typed → the ISO day: "26/11/2026", "6/1/2026", "26-11-2026"
 * or "26.11.2026" (day first), or an ISO day pasted in. Empty text is no day
 * (""); a text that names no real calendar day is undefined.
 */
export function indianDayToIso(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return "";
  if (isDay(trimmed)) return trimmed;
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (!match) return undefined;
  const day = `${match[3]}-${(match[2] as string).padStart(2, "0")}-${(match[1] as string).padStart(2, "0")}`;
  return isDay(day) ? day : undefined;
}
