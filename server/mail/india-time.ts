/**
 * A date and time as they are in India (Asia/Kolkata), without Intl for the
 * usual case. An Intl.DateTimeFormat with a time zone makes Node load ICU's
 * zone and locale data: 6-8 MB more resident memory for the server, for one
 * formatted date (server/api/leads/lead-reference.ts avoids it too). India
 * has kept UTC+5:30 without daylight saving since 1945, so from 1946 on the
 * time is plain arithmetic; an older or out-of-range date still goes through
 * Intl, created on first use. india-time.test.ts holds both to Intl's en-IN
 * output.
 */

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const FIRST_FIXED_YEAR = 1946;
const LAST_YEAR = 9999;
/** en-IN's short month names (CLDR: "Sept", not "Sep"). */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"] as const;

let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** The wall-clock fields in India, or undefined where the fixed offset does not hold. */
function indiaClock(date: Date): Date | undefined {
  const time = date.getTime();
  if (Number.isNaN(time)) return undefined;
  const clock = new Date(time + IST_OFFSET_MS);
  const year = clock.getUTCFullYear();
  return year >= FIRST_FIXED_YEAR && year <= LAST_YEAR ? clock : undefined;
}

/** "14 Mar 2026, 11:00 am": Intl's en-IN with dateStyle medium and timeStyle short, in Asia/Kolkata. */
export function indiaDateTime(date: Date): string {
  const clock = indiaClock(date);
  if (!clock) {
    dateTimeFormat ??= new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" });
    return dateTimeFormat.format(date);
  }
  const hours = clock.getUTCHours();
  const minutes = String(clock.getUTCMinutes()).padStart(2, "0");
  return `${clock.getUTCDate()} ${MONTHS[clock.getUTCMonth()]} ${clock.getUTCFullYear()}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? "am" : "pm"}`;
}
