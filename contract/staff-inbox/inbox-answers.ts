import type { LeadVerification } from "../leads/lead-challenge.ts";
import type { LeadOrigin } from "../leads/lead-origin.ts";
import type { StoredLeadKind } from "../leads/lead-paths.ts";
import type { LeadStatus } from "./lead-status.ts";
import type { LeadMailRecipient, LeadMailState } from "./lead-mail-states.ts";
import type { ReplyClock } from "./reply-clock.ts";
import type { StaffRole } from "./staff-roles.ts";
import type { SpamMark } from "./person.ts";

/**
 * What the admin API answers with (JSON, never cached). Failures are
 * { message } with the status code; a refused sign-in also says why.
 */

/** GET /api/admin/session and a successful sign-in. */
export type StaffSessionAnswer = { email: string; expiresAt: string; role: StaffRole };

/** One row of the inbox list. */
export type InboxLeadRow = {
  reference: string;
  kind: StoredLeadKind;
  status: LeadStatus;
  submittedAt: string;
  name: string;
  email: string;
  organisation: string;
  hasPitchDeck: boolean;
  /** One of the lead's e-mails failed for good (the detail page can send it again). */
  hasFailedMail: boolean;
  /** The spam check (contract/leads/lead-challenge.ts); null for leads from before it. */
  verification: LeadVerification | null;
  /** Who owns the lead (a staff member's address), null for nobody; set in the list (issue 25, lead-work.ts). */
  owner?: string | null;
  /** The reply-time clock; null for a newsletter subscriber; set in the list. */
  replyClock?: ReplyClock | null;
  /** Leads of the same address (any case), this one included; set in the list (issue 25, person.ts). */
  personLeadCount?: number;
};

/** GET /api/admin/leads: one page, newest first, and where the next pages start. */
export type InboxPageAnswer = {
  leads: InboxLeadRow[];
  /** Leads matching the filters, on every page. */
  total: number;
  /** Pass as `older` for the next page of older leads; absent on the last page. */
  olderCursor?: string;
  /** Pass as `newer` for the page before; absent on the first page. */
  newerCursor?: string;
};

export type LeadNote = { id: number; text: string; at: string; by: string | null };
export type LeadStatusChange = { from: LeadStatus; to: LeadStatus; at: string; by: string | null };

/** One e-mail the lead caused, as the outbox holds it: who it is for and where it stands, not its body. */
export type LeadMailMessage = {
  id: number;
  recipient: LeadMailRecipient;
  subject: string;
  state: LeadMailState;
  /** Tries so far. */
  attempts: number;
  /** Why the last try failed, shortened and without e-mail addresses; absent once sent. */
  lastError?: string;
  queuedAt: string;
  /** While queued: when the next try is due. */
  nextAttemptAt?: string;
  sentAt?: string;
};

/** GET /api/admin/leads/:reference: every field as submitted, as data. */
export type LeadDetailAnswer = {
  reference: string;
  kind: StoredLeadKind;
  status: LeadStatus;
  submittedAt: string;
  email: string;
  fields: Record<string, string>;
  pitchDeck?: { fileName: string | null; mediaType: string; sizeBytes: number };
  verification: LeadVerification | null;
  /** Where the lead came from; null when nothing is known. */
  origin: LeadOrigin | null;
  /** Newest first. */
  notes: LeadNote[];
  /** Newest first. */
  statusChanges: LeadStatusChange[];
  /** The team's notification and the visitor's confirmation, oldest first. */
  messages: LeadMailMessage[];
  /** Marked spam: when and by whom; null when not (issue 25, person.ts). Always sent by the server. */
  spam?: SpamMark | null;
  /** Leads of the same address (any case), this one included. Always sent by the server. */
  personLeadCount?: number;
};

export type SignInRefusal = { reason: "slowed" | "locked"; retryAfterSeconds: number; until: string };

export type AdminFailureAnswer = { message: string; refusal?: SignInRefusal };

/** Texts the admin API answers with; the inbox shows them as they are. */
export const ADMIN_TEXT = {
  signInWrong: "The e-mail address or password is not right. Please check both and try again.",
  signInIncomplete: "Please enter your e-mail address and password.",
  signInSlowed: (seconds: number) =>
    `Too many failed sign-ins for this account or network, so sign-in is slowed down. Please wait ${seconds} seconds before trying again.`,
  signInLocked: (untilText: string) =>
    `Too many failed sign-ins from this network, so sign-in from it is locked until ${untilText}. You can still sign in from another network; if you have forgotten your password, ask a colleague with server access to reset it.`,
  sessionMissing: "Please sign in to use the staff inbox.",
  originRefused: "This request did not come from the site's own pages, so it was refused.",
  notJson: "Please send JSON (Content-Type: application/json).",
  badRequest: "The request could not be read.",
  leadNotFound: "There is no lead with this reference. It may have been erased.",
  pitchDeckNotFound: "This lead has no pitch deck.",
  statusInvalid: "Please choose one of the statuses: new, contacted, qualified, closed.",
  noteMissing: "Please write a note.",
  noteTooLong: (max: number) => `Please keep a note under ${max} characters.`,
  messageNotFound: "This lead has no such e-mail.",
  messageNotFailed: "This e-mail has not failed, so there is nothing to send again: it is queued, being sent or already sent.",
  adminOnly: "Only an admin of the team can do this (erase, export, list the people a breach touched, manage accounts). Please ask an admin.",
  roleInvalid: "Please choose one of the roles: admin, staff.",
  staffMemberNotFound: "There is no staff account with this id. It may have been removed.",
  lastAdmin: "This is the team's only admin: make someone else an admin first, so that someone can still erase, export and manage accounts.",
  unavailable: "The inbox cannot reach its database just now. Please try again in a minute.",
  unexpected: "Something went wrong on our side. Please try again.",
} as const;

export const NOTE_MAX_LENGTH = 5000;
