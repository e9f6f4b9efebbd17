import { leadKindLabel } from "../../../contract/leads/lead-labels.ts";
import { LEAD_MAIL_RECIPIENT_LABELS, LEAD_MAIL_STATE_LABELS } from "../../../contract/staff-inbox/lead-mail-states.ts";
import { LEAD_STATUS_LABELS } from "../../../contract/staff-inbox/lead-status.ts";
import type { PersonTimelineEntry } from "../../../contract/staff-inbox/person.ts";

const byWhom = (by: string | null) => (by ? ` by ${by}` : "");

/** What a timeline entry says, in plain words (its lead's reference and date are shown beside it). */
export function timelineEntryText(entry: PersonTimelineEntry): string {
  switch (entry.type) {
    case "received":
      return `${leadKindLabel(entry.kind)} received`;
    case "status":
      return `Status changed from ${LEAD_STATUS_LABELS[entry.from]} to ${LEAD_STATUS_LABELS[entry.to]}${byWhom(entry.by)}`;
    case "note":
      return `Note${byWhom(entry.by)}: ${entry.text}`;
    case "reply":
      return `Reply${byWhom(entry.by)}: “${entry.subject}” (${LEAD_MAIL_STATE_LABELS[entry.state].toLowerCase()})`;
    case "mail":
      return `E-mail to ${LEAD_MAIL_RECIPIENT_LABELS[entry.recipient].replace(/^The /, "the ")}: “${entry.subject}” (${LEAD_MAIL_STATE_LABELS[entry.state].toLowerCase()})`;
    case "spam":
      return `Marked spam${byWhom(entry.by)}`;
  }
}
