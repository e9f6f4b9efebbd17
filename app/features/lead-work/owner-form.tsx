import { type FormEvent, useId, useState } from "react";
import type { LeadWorkAnswer } from "../../../contract/staff-inbox/lead-work.ts";
import { saveOwner } from "./lead-work-api";
import { ASSIGN_TO_ME_SHORTCUT } from "../lead-triage/lead-triage-bar";

type Props = {
  work: LeadWorkAnswer;
  onSaved: (work: LeadWorkAnswer) => void;
  onFailure: (error: unknown) => string | undefined;
};

const NOBODY = "";

/** Who owns the lead: a select of the team and Save, and "Assign to me" in one click. */
export function OwnerForm({ work, onSaved, onFailure }: Props) {
  const id = useId();
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ text: string; problem: boolean } | null>(null);

  const save = async (ownerId: number | null | "me") => {
    setSaving(true);
    setMessage(null);
    try {
      const saved = await saveOwner(work.reference, ownerId);
      onSaved(saved);
      setMessage({ text: saved.owner ? `Owner saved: ${saved.owner.email}.` : "Owner saved: nobody.", problem: false });
    } catch (error) {
      const text = onFailure(error);
      if (text) setMessage({ text, problem: true });
    } finally {
      setSaving(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = String(new FormData(event.currentTarget).get("owner") ?? NOBODY);
    void save(chosen === NOBODY ? null : Number(chosen));
  };

  return (
    <div>
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
        <div className="flex max-w-full min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-owner`} className="text-sm font-medium">
            Owner
          </label>
          <select
            id={`${id}-owner`}
            name="owner"
            defaultValue={work.owner ? String(work.owner.id) : NOBODY}
            key={work.owner?.id ?? NOBODY}
            className="w-full max-w-full rounded-lg border border-slate-400 bg-white px-3 py-2"
          >
            <option value={NOBODY}>Nobody</option>
            {work.team.map((member) => (
              <option key={member.id} value={member.id}>
                {member.email}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={saving} className="btn btn-secondary">
          Save owner
        </button>
        <button type="button" disabled={saving} onClick={() => void save("me")} data-shortcut={ASSIGN_TO_ME_SHORTCUT} aria-keyshortcuts="a" className="btn btn-primary">
          Assign to me
        </button>
      </form>
      <output className={`block mt-2 text-sm ${message?.problem ? "text-rose-800" : "text-emerald-800"}`}>{message?.text}</output>
    </div>
  );
}
