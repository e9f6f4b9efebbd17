import { leadKindLabel } from "../../contract/leads/lead-labels.ts";
import type { StoredLeadKind } from "../../contract/leads/lead-paths.ts";
import { ADMIN_PATH, adminLeadPath } from "../../contract/staff-inbox/inbox-paths.ts";
import { workingTimeText } from "../../contract/staff-inbox/reply-clock.ts";
import type { OutboxDraft } from "../db/outbox-rows.ts";
import { indiaDateTime } from "./india-time.ts";

/**
 * The daily e-mail to an owner of overdue leads (issue 25): each lead's
 * reference, kind, how overdue it is and its link into the inbox, most
 * overdue first. Nothing the person wrote, not even their name: the e-mail
 * outlives the leads in mailboxes, and the link shows the rest to a
 * signed-in member of staff.
 */

export type OverdueLead = { reference: string; kind: StoredLeadKind; overdueSeconds: number };

/** At most this many leads are listed; the inbox's link lists them all. */
export const DIGEST_LIST_MAX = 100;

function siteLink(siteUrl: URL, path: string): string {
  return `${siteUrl.origin}${siteUrl.pathname.replace(/\/+$/, "")}${path}`;
}

export function replyDigestMail(owner: string, leads: readonly OverdueLead[], siteUrl: URL, now: Date): OutboxDraft {
  const sorted = [...leads].sort((a, b) => b.overdueSeconds - a.overdueSeconds);
  const listed = sorted.slice(0, DIGEST_LIST_MAX);
  const count = leads.length;
  const lines = listed.map((lead) => `- ${lead.reference} · ${leadKindLabel(lead.kind)} · overdue by ${workingTimeText(lead.overdueSeconds)}\n  ${siteLink(siteUrl, adminLeadPath(lead.reference))}`);
  const more = count > listed.length ? [`…and ${count - listed.length} more.`] : [];
  const body = [
    "Hello,",
    `${count === 1 ? "One lead you own has" : `${count} leads you own have`} waited longer than the team's reply time (counted in working hours, Monday to Friday, 09:30 to 18:00 IST):`,
    [...lines, ...more].join("\n"),
    `All your overdue leads in the inbox:\n${siteLink(siteUrl, `${ADMIN_PATH}?owner=mine&overdue=yes&sort=reply-due`)}`,
    `Replying from a lead's page, or moving it on from "new", stops its clock. This e-mail comes once a working day while you have overdue leads; it was made on ${indiaDateTime(now)} IST.`,
  ].join("\n\n");
  return {
    audience: "team",
    recipients: [owner],
    subject: `Overdue leads: ${count} waiting for your reply`,
    body: `${body}\n`,
  };
}
