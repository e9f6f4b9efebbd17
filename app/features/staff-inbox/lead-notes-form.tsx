import { type FormEvent, useId, useState } from "react";
import { NOTE_MAX_LENGTH } from "../../../contract/staff-inbox/inbox-answers.ts";
import { addNote } from "./admin-api";
import type { LeadFormProps } from "./lead-status-form";

/** Internal notes: a labelled text area; the note is stored with its author and time. */
export function LeadNotesForm({ lead, onSaved, onFailure }: LeadFormProps) {
  const id = useId();
  const [text, setText] = useState("");
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ text: string; problem: boolean } | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() === "") {
      setMessage({ text: "Please write a note.", problem: true });
      return;
    }
    setSaving(true);
    setMessage(null);
    try {
      onSaved(await addNote(lead.reference, text));
      setText("");
      setMessage({ text: "Note added.", problem: false });
    } catch (error) {
      const failure = onFailure(error);
      if (failure) setMessage({ text: failure, problem: true });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        Internal notes
      </h2>
      <form onSubmit={onSubmit} className="mt-3 flex flex-col gap-2">
        <label htmlFor={`${id}-note`} className="text-sm font-medium">
          Add a note (only the team sees it)
        </label>
        <textarea
          id={`${id}-note`}
          name="text"
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="rounded-lg border border-slate-400 px-3 py-2"
        />
        <button type="submit" disabled={saving} className="btn btn-primary self-start">
          {saving ? "Adding…" : "Add note"}
        </button>
        <output className={`block text-sm ${message?.problem ? "text-rose-800" : "text-emerald-800"}`}>
          {message?.text}
        </output>
      </form>
    </section>
  );
}
