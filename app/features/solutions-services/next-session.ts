/** The Indian calendar day ("2027-01-12") of a moment. */
export function indianDay(moment: Date): string {
  return new Date(moment.getTime() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A session on `day` (Indian calendar, "2027-01-12") is still upcoming on `today`'s Indian day, the day itself included. */
export function upcomingSession(day: string, today: Date): boolean {
  return day >= indianDay(today);
}
