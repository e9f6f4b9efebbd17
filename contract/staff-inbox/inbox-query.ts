import { LEAD_VERIFICATIONS, type LeadVerification } from "../leads/lead-challenge.ts";
import { STORED_LEAD_KINDS, type StoredLeadKind } from "../leads/lead-paths.ts";
import { type LeadStatus, isLeadStatus } from "./lead-status.ts";
import { type OwnerFilter, parseOwnerFilter } from "./lead-work.ts";
import { PERSON_TEXT } from "./person.ts";

/** Leads on one page of the inbox. */
export const INBOX_PAGE_SIZE = 50;
export const SEARCH_MAX_LENGTH = 200;

/** A place in the newest-first list: a lead's submission time and id. */
export type InboxCursor = { submittedAt: string; id: number };

/** The inbox's filters and its page, as the URL and the API's query string hold them. */
export type InboxQuery = {
  kind?: StoredLeadKind;
  status?: LeadStatus;
  /** First day shown, YYYY-MM-DD in India Standard Time. */
  from?: string;
  /** Last day shown (inclusive), YYYY-MM-DD in India Standard Time. */
  to?: string;
  /** Words looked for in the name, e-mail, organisation and message. */
  q?: string;
  /** Whether the lead came with a solved spam check. */
  verification?: LeadVerification;
  /** Words looked for in where the lead came from: landing page, referrer, campaign tags, the page it was sent from. */
  origin?: string;
  /** Whose leads: a staff member's id, "mine" or "unassigned" (issue 25). */
  owner?: OwnerFilter;
  /** Only leads whose reply-time clock has run out ("overdue=yes"). */
  overdue?: true;
  /** "reply-due": leads still waiting for a first reply, the least time left first; the cursors are then due moments (server/db/lead-work-clock-sql.ts). */
  sort?: "reply-due";
  /** Only the leads marked spam ("spam=yes"); without it they are left out (issue 25, person.ts). */
  spam?: true;
  /** The page of leads older than this one… */
  older?: InboxCursor;
  /** …or newer than this one; neither is the first page. */
  newer?: InboxCursor;
};

export type InboxFilters = Omit<InboxQuery, "older" | "newer">;

export type ParsedInboxQuery = { ok: true; query: InboxQuery } | { ok: false; problem: string };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_(\d{1,15})$/;

/** India has one time zone and no daylight saving: the team's days start at 00:00 +05:30. */
export const INDIA_OFFSET = "+05:30";

/** A real calendar day written YYYY-MM-DD. */
export function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** The instant an Indian calendar day starts: "2026-03-14" → 2026-03-13T18:30:00.000Z. */
export function indiaDayStart(day: string): string {
  return new Date(`${day}T00:00:00${INDIA_OFFSET}`).toISOString();
}

/** The instant the Indian calendar day after `day` starts (the exclusive end of a range). */
export function indiaDayEnd(day: string): string {
  return new Date(new Date(`${day}T00:00:00${INDIA_OFFSET}`).getTime() + 86_400_000).toISOString();
}

export function formatCursor(cursor: InboxCursor): string {
  return `${cursor.submittedAt}_${cursor.id}`;
}

export function parseCursor(text: string): InboxCursor | undefined {
  const match = CURSOR.exec(text);
  if (!match?.[1] || !match[2]) return undefined;
  if (Number.isNaN(new Date(match[1]).getTime())) return undefined;
  return { submittedAt: match[1], id: Number(match[2]) };
}

type QuerySource = URLSearchParams | Readonly<Record<string, unknown>>;

function read(source: QuerySource, name: string): string | undefined {
  const value = source instanceof URLSearchParams ? source.get(name) : source[name];
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

/**
 * Reads and checks the inbox's query (from the page's URL or the API's query
 * string). Blank values mean "no filter"; a value that is not allowed is a
 * problem the API answers with 400 and the page ignores.
 */
export function parseInboxQuery(source: QuerySource): ParsedInboxQuery {
  const query: InboxQuery = {};
  const kind = read(source, "kind");
  if (kind !== undefined) {
    if (!(STORED_LEAD_KINDS as readonly string[]).includes(kind)) return { ok: false, problem: `There is no kind of lead called "${kind}".` };
    query.kind = kind as StoredLeadKind;
  }
  const status = read(source, "status");
  if (status !== undefined) {
    if (!isLeadStatus(status)) return { ok: false, problem: `There is no status called "${status}".` };
    query.status = status;
  }
  for (const name of ["from", "to"] as const) {
    const day = read(source, name);
    if (day === undefined) continue;
    if (!isDay(day)) return { ok: false, problem: `"${name}" must be a date written YYYY-MM-DD.` };
    query[name] = day;
  }
  if (query.from && query.to && query.from > query.to) return { ok: false, problem: "The first day comes after the last day." };
  const verification = read(source, "verification");
  if (verification !== undefined) {
    if (!(LEAD_VERIFICATIONS as readonly string[]).includes(verification)) return { ok: false, problem: `The spam check is "verified" or "unverified", not "${verification}".` };
    query.verification = verification as LeadVerification;
  }
  for (const name of ["q", "origin"] as const) {
    const words = read(source, name);
    if (words === undefined) continue;
    if (words.length > SEARCH_MAX_LENGTH) return { ok: false, problem: `Please search for at most ${SEARCH_MAX_LENGTH} characters.` };
    query[name] = words;
  }
  const owner = parseOwnerFilter(read(source, "owner"));
  if (owner === false) return { ok: false, problem: 'The owner is a member of the team, "mine" or "unassigned".' };
  if (owner !== undefined) query.owner = owner;
  const overdue = read(source, "overdue");
  if (overdue !== undefined) {
    if (overdue !== "yes") return { ok: false, problem: 'Give "overdue=yes" or leave it out.' };
    query.overdue = true;
  }
  const sort = read(source, "sort");
  if (sort !== undefined) {
    if (sort !== "reply-due") return { ok: false, problem: 'The list sorts newest first, or by the time left ("sort=reply-due").' };
    query.sort = sort;
  }
  const spam = read(source, "spam");
  if (spam !== undefined) {
    if (spam !== "yes") return { ok: false, problem: PERSON_TEXT.spamFilterInvalid };
    query.spam = true;
  }
  for (const name of ["older", "newer"] as const) {
    const text = read(source, name);
    if (text === undefined) continue;
    const cursor = parseCursor(text);
    if (!cursor) return { ok: false, problem: `"${name}" is not a place in the list.` };
    query[name] = cursor;
  }
  if (query.older && query.newer) return { ok: false, problem: 'Give "older" or "newer", not both.' };
  return { ok: true, query };
}

/** The query string of an inbox query, without the leading "?"; empty values left out. */
export function inboxQueryString(query: InboxQuery): string {
  const params = new URLSearchParams();
  if (query.kind) params.set("kind", query.kind);
  if (query.status) params.set("status", query.status);
  if (query.from) params.set("from", query.from);
  if (query.to) params.set("to", query.to);
  if (query.q) params.set("q", query.q);
  if (query.verification) params.set("verification", query.verification);
  if (query.origin) params.set("origin", query.origin);
  if (query.owner !== undefined) params.set("owner", String(query.owner));
  if (query.overdue) params.set("overdue", "yes");
  if (query.sort) params.set("sort", query.sort);
  if (query.spam) params.set("spam", "yes");
  if (query.older) params.set("older", formatCursor(query.older));
  if (query.newer) params.set("newer", formatCursor(query.newer));
  return params.toString();
}

/** The filters alone (the first page of the same list). */
export function inboxFilters({ older: _older, newer: _newer, ...filters }: InboxQuery): InboxFilters {
  return filters;
}

export function hasFilters(query: InboxQuery): boolean {
  return Boolean(query.kind || query.status || query.from || query.to || query.q || query.verification || query.origin || query.owner !== undefined || query.overdue || query.spam);
}
