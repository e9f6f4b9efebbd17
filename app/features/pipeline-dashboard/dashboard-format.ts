const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A week by its Monday, as the inbox writes days: "2026-11-23" → "23 Nov". */
export function shortWeek(monday: string): string {
  const [, month, day] = monday.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]}`;
}

/** Working hours as a person reads them: "45 min", "2.5 working hours", "3 working days" (a working day is 8.5 hours, 09:30–18:00 IST). */
export function workingHoursText(hours: number | null): string {
  if (hours === null) return "No replies yet";
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  if (hours < 17) return `${Number(hours.toFixed(1))} working hours`;
  return `${Number((hours / 8.5).toFixed(1))} working days`;
}

/** A share of a whole, rounded: "25%"; "–" of nothing. */
export function share(part: number, whole: number): string {
  return whole === 0 ? "–" : `${Math.round((part / whole) * 100)}%`;
}
