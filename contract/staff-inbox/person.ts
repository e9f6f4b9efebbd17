import * as z from "zod/mini";
import type { StoredLeadKind } from "../leads/lead-paths.ts";
import { ADMIN_PATH } from "./inbox-paths.ts";
import type { LeadMailRecipient, LeadMailState } from "./lead-mail-states.ts";
import type { LeadStatus } from "./lead-status.ts";

/**
 * People, not rows (issue 25, docs/decisions/0022-people-and-spam.md): the
 * leads that share an e-mail address (compared in lower case) are one person.
 * A person has no page address of their own: it is reached through one of
 * their leads (`/admin/leads/:reference/person`), so no e-mail address ever
 * goes into a URL, a log line or the browser's history. And a lead marked
 * spam: hidden from the inbox, its counts and export, the overdue filter, the
 * digest and the dashboard; nothing is trained, nothing else changes.
 */

/** At most this many of a person's leads (the newest) are listed and put in the timeline. */
export const PERSON_LEADS_MAX = 200;
/** At most this many timeline entries (the newest) are shown. */
export const PERSON_TIMELINE_MAX = 500;

/** A lead marked spam: when, and by whom (a staff address; null once that account is gone). */
export type SpamMark = { at: string; by: string | null };

/** One of a person's leads. */
export type PersonLead = {
  reference: string;
  kind: StoredLeadKind;
  status: LeadStatus;
  submittedAt: string;
  organisation: string;
  /** Its owner's staff address, null for nobody. */
  owner: string | null;
  spam: SpamMark | null;
};

/** One thing that happened to one of the person's leads; each names its lead. */
export type PersonTimelineEntry = { reference: string; at: string } & (
  | { type: "received"; kind: StoredLeadKind }
  | { type: "status"; from: LeadStatus; to: LeadStatus; by: string | null }
  | { type: "note"; text: string; by: string | null }
  /** A reply written in the inbox: its subject and the state of its e-mail. */
  | { type: "reply"; subject: string; state: LeadMailState; by: string | null }
  /** Another e-mail the lead caused (notification, confirmation, notice): its subject and state. */
  | { type: "mail"; recipient: LeadMailRecipient; subject: string; state: LeadMailState }
  | { type: "spam"; by: string | null }
);

/** GET /api/admin/leads/:reference/person. */
export type PersonAnswer = {
  /** The lead the person was opened from. */
  reference: string;
  /** The address, in lower case. */
  email: string;
  /** What to call them: the newest lead's name, else the address. */
  name: string;
  /** Every lead of the address, this one included. */
  leadCount: number;
  /** The newest PERSON_LEADS_MAX of them, newest first. */
  leads: PersonLead[];
  /** Newest first, across the leads listed; at most PERSON_TIMELINE_MAX. */
  timeline: PersonTimelineEntry[];
  /** Older entries were left out by the timeline's bound. */
  olderEntriesLeftOut: boolean;
};

/** The person page, reached from one of their leads. */
export function personPagePath(reference: string): string {
  return `${ADMIN_PATH}/leads/${encodeURIComponent(reference)}/person`;
}

/** The API's paths (below the API base). */
export const PERSON_API = {
  person: (reference: string) => `/admin/leads/${encodeURIComponent(reference)}/person`,
  /** PUT { spam: true | false }: mark or unmark; answers the lead's detail. */
  spam: (reference: string) => `/admin/leads/${encodeURIComponent(reference)}/spam`,
} as const;

const SPAM_BODY = z.strictObject({ spam: z.boolean() });

/** The body of PUT …/spam: exactly `{ "spam": true }` or `{ "spam": false }`. */
export function parseSpamBody(body: unknown): { ok: true; spam: boolean } | { ok: false; problem: string } {
  const parsed = SPAM_BODY.safeParse(body);
  return parsed.success ? { ok: true, spam: parsed.data.spam } : { ok: false, problem: PERSON_TEXT.spamBodyInvalid };
}

/** Newest first; at the same moment, the lead received before what happened to it is listed last, then by reference. */
export function compareTimelineEntries(a: PersonTimelineEntry, b: PersonTimelineEntry): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  const receivedA = a.type === "received" ? 1 : 0;
  const receivedB = b.type === "received" ? 1 : 0;
  if (receivedA !== receivedB) return receivedA - receivedB;
  return a.reference < b.reference ? -1 : a.reference > b.reference ? 1 : 0;
}

/** One timeline from each lead's entries: newest first, at most `max`, and how many were left out. */
export function mergeTimeline(entries: readonly PersonTimelineEntry[], max = PERSON_TIMELINE_MAX): { timeline: PersonTimelineEntry[]; leftOut: number } {
  const sorted = [...entries].sort(compareTimelineEntries);
  return { timeline: sorted.slice(0, max), leftOut: Math.max(0, sorted.length - max) };
}

/** "+2 more from this person": the other leads of a row's address, or nothing when it has none. */
export function otherLeadsText(personLeadCount: number | undefined): string | undefined {
  const others = (personLeadCount ?? 1) - 1;
  if (others <= 0) return undefined;
  return `+${others} more from this person`;
}

export const PERSON_TEXT = {
  spamBodyInvalid: 'Please send { "spam": true } or { "spam": false }.',
  /** The spam filter's problem (inbox-query.ts). */
  spamFilterInvalid: 'Give "spam=yes" to see only the leads marked spam, or leave it out.',
} as const;
