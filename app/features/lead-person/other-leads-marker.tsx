import type { InboxLeadRow } from "../../../contract/staff-inbox/inbox-answers.ts";
import { otherLeadsText } from "../../../contract/staff-inbox/person.ts";

/** "+2 more from this person" on an inbox row whose address has other leads (inbox-list.tsx); nothing otherwise. */
export function OtherLeadsMarker({ lead }: { lead: Pick<InboxLeadRow, "personLeadCount"> }) {
  const text = otherLeadsText(lead.personLeadCount);
  if (!text) return null;
  return <span className="mt-1 block text-xs font-medium text-slate-700">{text}</span>;
}
