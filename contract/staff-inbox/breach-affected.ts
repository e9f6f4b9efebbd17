import type { StoredLeadKind } from "../leads/lead-paths.ts";
import { isDay } from "./inbox-query.ts";

/**
 * The staff action a personal-data breach needs (docs/runbooks/personal-data-breach.md):
 * everyone whose data we held during a window of days, to tell each of them
 * (DPDP Rules 2025, Rule 7(1)). The page under /admin and its API.
 */

export const BREACH_PAGE_PATH = "/admin/breach";

/** Below the API base (/api). */
export const BREACH_API = {
  affected: "/admin/breach/affected",
  affectedCsv: "/admin/breach/affected.csv",
} as const;

/** At most this many people are listed on the page; the CSV has everyone. */
export const BREACH_LIST_MAX = 500;

/** A window of Indian calendar days, both included. */
export type BreachWindow = { from: string; to: string };

export type AffectedLead = { reference: string; kind: StoredLeadKind; submittedAt: string };

export type AffectedPerson = {
  /** In lower case: one person however the address was typed. */
  email: string;
  /** The names they gave, if any, different ones joined with " / ". */
  name: string;
  leads: AffectedLead[];
};

/** A lead erased since the window began: held in the window, but nothing is left to reach the person with. */
export type ErasedLead = { reference: string; kind: string; erasedAt: string };

export type BreachAffectedAnswer = BreachWindow & {
  /** Everyone, or the first BREACH_LIST_MAX by e-mail address. */
  people: AffectedPerson[];
  /** People in all. */
  total: number;
  /** Their leads in all. */
  leads: number;
  /** The first BREACH_LIST_MAX of them, oldest first. */
  erased: ErasedLead[];
  /** Leads erased since the window began, in all. */
  erasedTotal: number;
};

export const BREACH_TEXT = {
  windowMissing: "Give the first and the last day of the window, as YYYY-MM-DD.",
  windowBackwards: "The window's first day must not be after its last day.",
  windowFuture: "The window cannot start after today.",
} as const;

export type ParsedBreachWindow = { ok: true; window: BreachWindow } | { ok: false; problem: string };

/** The window from a query string; `today` is the Indian day now (YYYY-MM-DD). */
export function parseBreachWindow(query: Readonly<Record<string, unknown>>, today: string): ParsedBreachWindow {
  const { from, to } = query;
  if (typeof from !== "string" || typeof to !== "string" || !isDay(from) || !isDay(to)) return { ok: false, problem: BREACH_TEXT.windowMissing };
  if (from > to) return { ok: false, problem: BREACH_TEXT.windowBackwards };
  if (from > today) return { ok: false, problem: BREACH_TEXT.windowFuture };
  return { ok: true, window: { from, to } };
}

export function breachWindowQuery({ from, to }: BreachWindow): string {
  return `?${new URLSearchParams({ from, to }).toString()}`;
}
