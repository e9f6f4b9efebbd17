import { type BreachWindow, parseBreachWindow } from "../../../contract/staff-inbox/breach-affected.ts";
import { indianDayToIso } from "../staff-inbox/india-day-input";

/** India's day now (YYYY-MM-DD): India keeps +05:30 all year. */
export function indiaToday(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

export type WindowInput = { ok: true; window: BreachWindow } | { ok: false; problem: string };

/**
 * The two days as typed ("26 Nov 2026", 26/11/2026 or an ISO day) → the window the API
 * takes, checked as the server checks it, so a mistake is told at once.
 */
export function readWindowInput(from: string, to: string, now: Date): WindowInput {
  const fromDay = indianDayToIso(from);
  const toDay = indianDayToIso(to);
  if (!fromDay || !toDay) return { ok: false, problem: "Give the first and the last day of the window, as 26 Nov 2026 or 26/11/2026." };
  return parseBreachWindow({ from: fromDay, to: toDay }, indiaToday(now));
}
