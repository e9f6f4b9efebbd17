import { type FormEvent, useId, useState } from "react";
import { LEAD_WORK_TEXT, type LeadWorkAnswer } from "../../../contract/staff-inbox/lead-work.ts";
import { REPLY_BODY_MAX_LENGTH, REPLY_SUBJECT_MAX_LENGTH, replyMailtoHref } from "../../../contract/staff-inbox/reply-templates.ts";
import { Icon } from "~/components/icon";
import { sendReply } from "./lead-work-api";

type Props = {
  work: LeadWorkAnswer;
  onSent: (work: LeadWorkAnswer) => void;
  onFailure: (error: unknown) => string | undefined;
};

const inputClass = "w-full rounded-lg border border-slate-400 bg-white px-3 py-2";

/**
 * The reply to the person: the kind's template with their name and the
 * reference filled in, edited here and sent through the outbox (plain text;
 * their answer goes to the team's inbox). A mailto: link opens the same
 * subject in one's own mail program. A person who withdrew consent gets nothing.
 */
export function ReplyForm({ work, onSent, onFailure }: Props) {
  const id = useId();
  const [subject, setSubject] = useState(work.draft.subject);
  const [body, setBody] = useState(work.draft.body);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<{ text: string; problem: boolean } | null>(null);

  if (!work.canReply) {
    return (
      <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
        {LEAD_WORK_TEXT.consentWithdrawn}
      </p>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setMessage(null);
    try {
      const sent = await sendReply(work.reference, { template: work.draft.template, subject, body });
      onSent(sent);
      // The form starts again from the template, so a second press sends nothing twice by mistake.
      setSubject(sent.draft.subject);
      setBody(sent.draft.body);
      setMessage({ text: "Reply queued. It goes out in a moment; its delivery shows in the replies below and in the lead's e-mails.", problem: false });
    } catch (error) {
      const text = onFailure(error);
      if (text) setMessage({ text, problem: true });
    } finally {
      setSending(false);
    }
  };

  const reset = () => {
    setSubject(work.draft.subject);
    setBody(work.draft.body);
    setMessage(null);
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">
        To <span className="font-medium break-all">{work.email}</span>; their answer comes to the team&apos;s inbox.
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-subject`} className="text-sm font-medium">
          Subject
        </label>
        <input
          id={`${id}-subject`}
          name="subject"
          required
          maxLength={REPLY_SUBJECT_MAX_LENGTH}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          className={inputClass}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-body`} className="text-sm font-medium">
          E-mail <span className="font-normal text-slate-600">(plain text, up to {REPLY_BODY_MAX_LENGTH} characters)</span>
        </label>
        <textarea
          id={`${id}-body`}
          name="body"
          required
          rows={12}
          maxLength={REPLY_BODY_MAX_LENGTH}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          className={inputClass}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={sending} className="btn btn-primary">
          <Icon name="send" className="size-4" />
          {sending ? "Sending…" : "Send reply"}
        </button>
        <button type="button" onClick={reset} className="btn btn-secondary">
          Start again from the template
        </button>
        <a href={replyMailtoHref(work.email, subject)} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
          <Icon name="mail" className="size-4" />
          Write in your own mail program
        </a>
      </div>
      <output className={`block text-sm ${message?.problem ? "text-rose-800" : "text-emerald-800"}`}>{message?.text}</output>
    </form>
  );
}
