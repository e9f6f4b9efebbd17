import { indianDay } from "~/lib/indian-day";

/** A session on `day` (Indian calendar, "2027-01-12") is still upcoming on `today`'s Indian day, the day itself included. */
export function upcomingSession(day: string, today: Date): boolean {
  return day >= indianDay(today);
}
