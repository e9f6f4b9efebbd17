const MONTHS = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
] as const;

/**
 * "2025-04-30" as "April 30, 2025". Written out rather than left to Intl so
 * the prerendered text and the hydrated text are always the same.
 */
export function longDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`Not an ISO date: ${isoDate}`);
  return `${month} ${Number(match[3])}, ${match[1]}`;
}
