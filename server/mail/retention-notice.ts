import { YOUR_DATA_PATH } from "../../contract/data-rights/data-rights-paths.ts";
import { leadKindNoun } from "../../contract/leads/lead-labels.ts";
import type { StoredLeadKind } from "../../contract/leads/lead-paths.ts";
import type { OutboxDraft } from "../db/outbox-repository.ts";
import { formatIndiaTime } from "./lead-mail.ts";

export type RetentionNoticeLead = { kind: StoredLeadKind; reference: string; email: string };

function siteLink(siteUrl: URL, path: string): string {
  return `${siteUrl.origin}${siteUrl.pathname.replace(/\/+$/, "")}${path}`;
}

/**
 * The notice before an automatic erasure (DPDP Rules 2025, Rule 8(2)). Like
 * the confirmation, it goes to an address nobody verified, so it holds fixed
 * wording only: the lead's kind and reference, the date, and how to keep it.
 * A reply goes to the team that handles this kind of lead, when one is set.
 */
export function retentionNotice(lead: RetentionNoticeLead, eraseOn: Date, siteUrl: URL, teamAddress?: string): OutboxDraft {
  const what = leadKindNoun(lead.kind);
  const body = [
    "Hello,",
    `We keep the details you gave us in your ${what} (reference ${lead.reference}) only while they are in use. There has been no activity on it for a long time, so we will erase them from our records, for good, not before ${formatIndiaTime(eraseOn)}.`,
    "You need to do nothing if you are happy for them to go.",
    `To keep them, reply to this e-mail before that date and tell us so. You can also see what we hold about you at ${siteLink(siteUrl, YOUR_DATA_PATH)}: asking there for a copy of your data, or for a correction, keeps it too.`,
    "You receive this e-mail because this address was given in a form on our website.",
    "The Ankur team",
  ].join("\n\n");
  return {
    audience: "visitor",
    recipients: [lead.email],
    ...(teamAddress ? { replyTo: teamAddress } : {}),
    subject: `We will erase your details (${lead.reference}) unless you want to keep them`,
    body,
  };
}
