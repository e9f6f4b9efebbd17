import type { LeadDetailAnswer } from "../../../contract/staff-inbox/inbox-answers.ts";
import { LEAD_STATUS_LABELS } from "../../../contract/staff-inbox/lead-status.ts";
import { formatIndiaDateTime } from "./inbox-format";

type HistoryEntry = { at: string; by: string | null; key: string } & ({ type: "note"; text: string } | { type: "status"; text: string });

/** Notes and status changes in one list, newest first. */
export function leadHistory(lead: Pick<LeadDetailAnswer, "notes" | "statusChanges">): HistoryEntry[] {
  const entries: HistoryEntry[] = [
    ...lead.notes.map((note) => ({ type: "note" as const, at: note.at, by: note.by, text: note.text, key: `note-${note.id}` })),
    ...lead.statusChanges.map((change, index) => ({
      type: "status" as const,
      at: change.at,
      by: change.by,
      text: `Status changed from ${LEAD_STATUS_LABELS[change.from]} to ${LEAD_STATUS_LABELS[change.to]}`,
      key: `status-${index}`,
    })),
  ];
  return entries.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

export function LeadHistory({ lead }: { lead: LeadDetailAnswer }) {
  const entries = leadHistory(lead);
  return (
    <section aria-labelledby="history-heading" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="history-heading" className="text-xl font-bold">
        Notes and changes
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-slate-600">No notes or status changes yet.</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-3">
          {entries.map((entry) => (
            <li key={entry.key} className={`rounded-xl border p-3 ${entry.type === "note" ? "border-slate-200 bg-slate-50" : "border-brand-100 bg-brand-50"}`}>
              <p className="text-sm wrap-anywhere text-slate-700">
                <span className="font-semibold">{entry.by ?? "A former staff member"}</span>, {formatIndiaDateTime(entry.at)}
                {entry.type === "note" ? " — note" : ""}
              </p>
              <p className="mt-1 whitespace-pre-wrap wrap-anywhere">{entry.text}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
