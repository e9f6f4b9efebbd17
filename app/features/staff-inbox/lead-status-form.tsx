import { type FormEvent, useId, useState } from "react";
import type { LeadDetailAnswer } from "../../../contract/staff-inbox/inbox-answers.ts";
import { LEAD_STATUSES, LEAD_STATUS_LABELS, isLeadStatus } from "../../../contract/staff-inbox/lead-status.ts";
import { saveStatus } from "./admin-api";

export type LeadFormProps = {
  lead: LeadDetailAnswer;
  onSaved: (lead: LeadDetailAnswer) => void;
  /** The text to show for a failure, or undefined when the page has handled it (signed out). */
  onFailure: (error: unknown) => string | undefined;
};

/** The lead's status: a labelled select and a Save button; the change is recorded with who and when. */
export function LeadStatusForm({ lead, onSaved, onFailure }: LeadFormProps) {
  const id = useId();
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ text: string; problem: boolean } | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const status = new FormData(event.currentTarget).get("status");
    if (!isLeadStatus(status)) return;
    setSaving(true);
    setMessage(null);
    try {
      const saved = await saveStatus(lead.reference, status);
      onSaved(saved);
      setMessage({ text: `Status saved: ${LEAD_STATUS_LABELS[saved.status]}.`, problem: false });
    } catch (error) {
      const text = onFailure(error);
      if (text) setMessage({ text, problem: true });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        Status
      </h2>
      <form onSubmit={onSubmit} className="mt-3 flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-status`} className="text-sm font-medium">
            Where we stand with this lead
          </label>
          <select id={`${id}-status`} name="status" defaultValue={lead.status} key={lead.status} className="rounded-lg border border-slate-400 bg-white px-3 py-2">
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={saving} className="btn btn-primary">
          {saving ? "Saving…" : "Save status"}
        </button>
      </form>
      <output className={`block mt-2 text-sm ${message?.problem ? "text-rose-800" : "text-emerald-800"}`}>
        {message?.text}
      </output>
    </section>
  );
}
