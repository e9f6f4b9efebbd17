// Dates and numbers formatted by hand, not with Intl: the prerender (Node) and
// the browser must produce the same text, or hydration would not match.

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

type DateParts = { year: number; month: number; day: number };

function dateParts(iso: string): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) throw new Error(`Not an ISO date: ${iso}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function monthName(month: number): string {
  const name = MONTHS[month - 1];
  if (!name) throw new Error(`No month ${month}`);
  return name;
}

/** "2026-03-14" → "14 March 2026". */
export function formatLongDate(iso: string): string {
  const { year, month, day } = dateParts(iso);
  return `${day} ${monthName(month)} ${year}`;
}

/** "2026-03-14" → "14 Mar 2026". */
export function formatShortDate(iso: string): string {
  const { year, month, day } = dateParts(iso);
  return `${day} ${monthName(month).slice(0, 3)} ${year}`;
}

/**
 * An event time as written in its ISO datetime, in India Standard Time:
 * "2026-12-10T16:00:00+05:30" → "Thu, 10 Dec 2026, 4:00 pm IST".
 */
export function formatEventDateTime(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2})?\+05:30$/.exec(iso);
  if (!match) throw new Error(`Not an ISO datetime in IST (+05:30): ${iso}`);
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const meridiem = hour < 12 ? "am" : "pm";
  return `${weekday}, ${day} ${monthName(month).slice(0, 3)} ${year}, ${hour12}:${String(minute).padStart(2, "0")} ${meridiem} IST`;
}

/** 90 → "1 h 30 min", 60 → "1 h", 45 → "45 min". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Indian digit grouping: 1234567 → "12,34,567". */
export function formatIndianNumber(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const sign = value < 0 ? "-" : "";
  if (digits.length <= 3) return sign + digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `${sign}${rest},${last3}`;
}
