import type { LeadMailState } from "./lead-mail-states.ts";
import type { ReplyClock } from "./reply-clock.ts";
import type { ReplyDraft } from "./reply-templates.ts";

/**
 * Working a lead in the staff inbox (issue 25): its owner, its reply-time
 * clock and the replies sent from it. The API's paths are below the API
 * base (/api), like contract/staff-inbox/inbox-paths.ts.
 */

const lead = (reference: string) => `/admin/leads/${encodeURIComponent(reference)}`;

export const LEAD_WORK_API = {
  /** GET: the lead's owner, clock, replies, the team to assign to and the reply's template. */
  work: (reference: string) => `${lead(reference)}/work`,
  /** PUT { ownerId: number | null } or { ownerId: "me" }. */
  owner: (reference: string) => `${lead(reference)}/owner`,
  /** POST { template, subject, body }: the reply goes into the outbox. */
  replies: (reference: string) => `${lead(reference)}/replies`,
  /** GET: everyone a lead can be given to (the owner filter's choices). */
  team: "/admin/lead-work/team",
} as const;

export type StaffMember = { id: number; email: string };

export type LeadReply = {
  id: number;
  /** The outbox message it is (the lead's e-mails list it too). */
  messageId: number;
  subject: string;
  by: string | null;
  template: string;
  at: string;
  state: LeadMailState;
  sentAt?: string;
};

export type LeadWorkAnswer = {
  reference: string;
  owner: StaffMember | null;
  /** Everyone a lead can be given to. */
  team: StaffMember[];
  /** Null for a newsletter subscriber: nobody owes them a reply. */
  clock: (ReplyClock & { targetHours: number; stoppedBy: "reply" | "status" | null }) | null;
  /** False when the person withdrew consent: nothing more is sent to them. */
  canReply: boolean;
  /** The reply to start from, filled in. */
  draft: ReplyDraft;
  /** The same subject, for a mailto: link. */
  email: string;
  /** Oldest first. */
  replies: LeadReply[];
};

/** What a row of the inbox list shows of the work: who owns the lead and its clock. */
export type LeadWorkRow = { owner: string | null; replyClock: ReplyClock | null };

export const LEAD_WORK_TEXT = {
  ownerInvalid: "Please choose a member of the team, or nobody.",
  ownerNotFound: "There is no such member of the team.",
  replyTemplateInvalid: "Please start from one of the templates.",
  replySubjectMissing: "Please write a subject.",
  replySubjectTooLong: (max: number) => `Please keep the subject under ${max} characters.`,
  replyBodyMissing: "Please write the e-mail.",
  replyBlankLeft: (blank: string) => `Please replace "${blank}" with your words before sending.`,
  replyBodyTooLong: (max: number) => `Please keep the e-mail under ${max} characters.`,
  consentWithdrawn:
    "This person withdrew their consent, so the inbox sends them nothing more. If they wrote to you since, answer from your own mail program.",
} as const;

/** The owner filter of the inbox: one person's leads, the signed-in person's, or nobody's. */
export type OwnerFilter = number | "mine" | "unassigned";

export function parseOwnerFilter(text: string | undefined): OwnerFilter | undefined | false {
  if (text === undefined) return undefined;
  if (text === "mine" || text === "unassigned") return text;
  return /^[1-9]\d{0,14}$/.test(text) ? Number(text) : false;
}
