import { LEAD_MAIL_STATE_LABELS } from "../../../contract/staff-inbox/lead-mail-states.ts";
import type { LeadReply } from "../../../contract/staff-inbox/lead-work.ts";
import { leadKindLabel } from "../../../contract/leads/lead-labels.ts";
import { formatIndiaDateTime } from "../staff-inbox/inbox-format";

/** The replies sent from the inbox, oldest first: subject, who, when, the template, and where delivery stands. */
export function LeadReplies({ replies }: { replies: readonly LeadReply[] }) {
  if (replies.length === 0) return <p className="text-sm text-slate-700">No reply has been sent from the inbox yet.</p>;
  return (
    <ol className="flex flex-col gap-2">
      {replies.map((reply) => (
        <li key={reply.id} className="rounded-xl border border-slate-200 p-3 text-sm">
          <p className="font-medium wrap-anywhere">{reply.subject}</p>
          <p className="text-slate-700">
            {reply.by ?? "A former member of staff"} · {formatIndiaDateTime(reply.at)} · from the {leadKindLabel(reply.template).toLowerCase()} template
          </p>
          <p>
            Delivery: <span className="font-semibold">{LEAD_MAIL_STATE_LABELS[reply.state]}</span>
            {reply.sentAt ? ` on ${formatIndiaDateTime(reply.sentAt)}` : ""}
          </p>
        </li>
      ))}
    </ol>
  );
}
