import { useEffect, useId, useRef, useState } from "react";
import type { LeadDetailAnswer } from "../../../contract/staff-inbox/inbox-answers.ts";
import { LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadStatus, isLeadStatus } from "../../../contract/staff-inbox/lead-status.ts";
import { LEADS_CHANGED_EVENT } from "../lead-triage/new-lead-count";
import { saveStatus } from "./admin-api";

export type LeadFormProps = {
  lead: LeadDetailAnswer;
  onSaved: (lead: LeadDetailAnswer) => void;
  /** The text to show for a failure, or undefined when the page has handled it (signed out). */
  onFailure: (error: unknown) => string | undefined;
};

/**
 * How long a choice settles before it is saved: arrow keys on a closed select
 * change its value at each press in some browsers, and each would otherwise
 * be a status change in the history, the audit log and the CRM.
 */
export const STATUS_SAVE_DELAY_MS = 600;

/**
 * The lead's status, saved as soon as it is chosen (issue 25's faster triage;
 * no Save button), and recorded with who and when. A failed save puts the
 * select back and says why. A choice still settling when the page is left is
 * saved all the same.
 */
export function LeadStatusForm({ lead, onSaved, onFailure }: LeadFormProps) {
  const id = useId();
  const [chosen, setChosen] = useState<LeadStatus>(lead.status);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ text: string; problem: boolean } | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<LeadStatus | null>(null);
  const saved = useRef(lead.status);
  const mounted = useRef(true);

  // A status set elsewhere (a reply, another tab's save read back) shows here unless a choice is settling.
  useEffect(() => {
    saved.current = lead.status;
    if (pending.current === null) setChosen(lead.status);
  }, [lead.status]);

  const save = async (status: LeadStatus) => {
    pending.current = null;
    if (status === saved.current) return;
    setSaving(true);
    setMessage(null);
    try {
      const answer = await saveStatus(lead.reference, status);
      saved.current = answer.status;
      window.dispatchEvent(new Event(LEADS_CHANGED_EVENT));
      if (!mounted.current) return;
      onSaved(answer);
      setMessage({ text: `Status saved: ${LEAD_STATUS_LABELS[answer.status]}.`, problem: false });
    } catch (error) {
      if (!mounted.current) return;
      const text = onFailure(error);
      if (pending.current === null) setChosen(saved.current);
      if (text) setMessage({ text, problem: true });
    } finally {
      if (mounted.current) setSaving(false);
    }
  };

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.clearTimeout(timer.current);
      if (pending.current !== null) void save(pending.current);
    };
    // Only on leaving the page: save reads the refs, which hold the latest choice.
    // oxlint-disable-next-line react/exhaustive-effect-dependencies, react-hooks/exhaustive-deps
  }, []);

  const onChange = (value: string) => {
    if (!isLeadStatus(value)) return;
    setChosen(value);
    pending.current = value;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void save(value), STATUS_SAVE_DELAY_MS);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        Status
      </h2>
      <div className="mt-3 flex flex-col gap-1">
        <label htmlFor={`${id}-status`} className="text-sm font-medium">
          Where we stand with this lead
        </label>
        <select
          id={`${id}-status`}
          name="status"
          value={chosen}
          onChange={(event) => onChange(event.currentTarget.value)}
          aria-describedby={`${id}-hint`}
          className="w-full max-w-xs rounded-lg border border-slate-400 bg-white px-3 py-2"
        >
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          Saved as soon as you choose.
        </p>
      </div>
      <output className={`block mt-2 text-sm ${message?.problem ? "text-rose-800" : "text-emerald-800"}`}>
        {saving ? "Saving…" : message?.text}
      </output>
    </section>
  );
}
