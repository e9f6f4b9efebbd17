/**
 * Faster triage in the staff inbox (issue 25): the count of new leads in the
 * header, the previous and next lead from a lead's page, and the keyboard
 * shortcuts. API paths are below the API base (/api), like inbox-paths.ts.
 */

export const TRIAGE_API = {
  /** GET: how many leads are still "new" (NewLeadCountAnswer). */
  newLeadCount: "/admin/inbox/new-count",
  /** GET with the inbox's query string (filters and sort): the leads either side of this one in that list (LeadNeighboursAnswer). */
  neighbours: (reference: string) => `/admin/leads/${encodeURIComponent(reference)}/neighbours`,
} as const;

export type NewLeadCountAnswer = { count: number };

/** In the list's order: `previous` is the lead shown above this one, `next` the one below; null at either end. */
export type LeadNeighboursAnswer = { previous: string | null; next: string | null };

/** What a shortcut does; each page offers the ones that apply to it. */
export type TriageAction = "next" | "previous" | "reply" | "assign";

/** The keys, as KeyboardEvent.key gives them, and what each does, for the `?` list. */
export const TRIAGE_SHORTCUTS: readonly { key: string; action: TriageAction | "help"; text: string }[] = [
  { key: "j", action: "next", text: "Next lead" },
  { key: "k", action: "previous", text: "Previous lead" },
  { key: "e", action: "reply", text: "Write a reply to this lead" },
  { key: "a", action: "assign", text: "Assign this lead to me" },
  { key: "?", action: "help", text: "Show these shortcuts" },
];
