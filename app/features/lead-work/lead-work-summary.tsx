import type { InboxLeadRow } from "../../../contract/staff-inbox/inbox-answers.ts";
import { ReplyClockText } from "./reply-clock-text";
import { useNow } from "./use-now";

/** A list row's owner and reply-time clock, in words (inbox-list.tsx). */
export function LeadWorkSummary({ lead, now }: { lead: Pick<InboxLeadRow, "owner" | "replyClock">; now?: Date }) {
  const current = useNow();
  return (
    <span className="mt-1 block text-xs">
      <span className="block text-slate-700 break-all">{lead.owner ? `Owner: ${lead.owner}` : "No owner"}</span>
      <ReplyClockText clock={lead.replyClock} now={now ?? current} className="block" />
    </span>
  );
}
