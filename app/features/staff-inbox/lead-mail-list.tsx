import { useId, useRef, useState } from "react";
import type { LeadMailMessage } from "../../../contract/staff-inbox/inbox-answers.ts";
import { LEAD_MAIL_RECIPIENT_LABELS, LEAD_MAIL_STATE_LABELS, type LeadMailState } from "../../../contract/staff-inbox/lead-mail-states.ts";
import { Badge, type BadgeTone } from "~/components/badge";
import { Icon } from "~/components/icon";
import { sendMessageAgain } from "./admin-api";
import { formatIndiaDateTime } from "./inbox-format";
import type { LeadFormProps } from "./lead-status-form";

const TONES: Readonly<Record<LeadMailState, BadgeTone>> = { queued: "amber", sending: "blue", sent: "green", failed: "rose" };

function MailStateBadge({ state }: { state: LeadMailState }) {
  return <Badge tone={TONES[state]}>{LEAD_MAIL_STATE_LABELS[state]}</Badge>;
}

/** "2 e-mails: 1 sent, 1 failed". */
export function mailSummary(messages: readonly Pick<LeadMailMessage, "state">[]): string {
  if (messages.length === 0) return "No e-mails for this lead.";
  const counts = messages.reduce<Partial<Record<LeadMailState, number>>>((sum, m) => ({ ...sum, [m.state]: (sum[m.state] ?? 0) + 1 }), {});
  const parts = (Object.keys(LEAD_MAIL_STATE_LABELS) as LeadMailState[])
    .filter((state) => counts[state])
    .map((state) => `${counts[state]} ${LEAD_MAIL_STATE_LABELS[state].toLowerCase()}`);
  return `${messages.length} ${messages.length === 1 ? "e-mail" : "e-mails"}: ${parts.join(", ")}.`;
}

function MailItem({ message, busy, onSendAgain }: { message: LeadMailMessage; busy: boolean; onSendAgain: (message: LeadMailMessage) => void }) {
  const subjectId = useId();
  return (
    <li className={`rounded-xl border p-4 ${message.state === "failed" ? "border-rose-200 bg-rose-50/40" : "border-slate-200"}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p id={subjectId} className="min-w-0 font-semibold wrap-anywhere">
          {message.subject}
        </p>
        <MailStateBadge state={message.state} />
      </div>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">To</dt>
        <dd>{LEAD_MAIL_RECIPIENT_LABELS[message.recipient]}</dd>
        <dt className="text-slate-600">State</dt>
        <dd>{LEAD_MAIL_STATE_LABELS[message.state]}</dd>
        <dt className="text-slate-600">Tries</dt>
        <dd>{message.attempts === 0 ? "None yet" : message.attempts}</dd>
        <dt className="text-slate-600">Queued</dt>
        <dd>{formatIndiaDateTime(message.queuedAt)}</dd>
        {message.state === "queued" && message.attempts > 0 && message.nextAttemptAt && (
          <>
            <dt className="text-slate-600">Next try</dt>
            <dd>{formatIndiaDateTime(message.nextAttemptAt)}</dd>
          </>
        )}
        {message.sentAt && (
          <>
            <dt className="text-slate-600">Sent</dt>
            <dd>{formatIndiaDateTime(message.sentAt)}</dd>
          </>
        )}
        {message.lastError && (
          <>
            <dt className="text-slate-600">Last error</dt>
            <dd className="wrap-anywhere text-rose-900">{message.lastError}</dd>
          </>
        )}
      </dl>
      {message.state === "failed" && (
        <button type="button" onClick={() => onSendAgain(message)} disabled={busy} aria-describedby={subjectId} className="btn btn-secondary mt-3">
          <Icon name="send" className="size-4" />
          {busy ? "Sending again…" : "Send again"}
        </button>
      )}
    </li>
  );
}

/**
 * The lead's e-mails as the outbox holds them (the team's notification, the
 * visitor's confirmation): who each is for, its state, tries, last error and
 * when it went. A failed one can be sent again; the server records who did.
 */
export function LeadMailList({ lead, onSaved, onFailure }: LeadFormProps) {
  const [busyId, setBusyId] = useState<number | null>(null);
  const [result, setResult] = useState<{ text: string; problem: boolean } | null>(null);
  const resultRef = useRef<HTMLOutputElement>(null);

  const onSendAgain = async (message: LeadMailMessage) => {
    setBusyId(message.id);
    setResult(null);
    let outcome: { text: string; problem: boolean } | null = null;
    try {
      onSaved(await sendMessageAgain(lead.reference, message.id));
      outcome = { text: `“${message.subject}” is queued again: it goes out with the mail worker's next try.`, problem: false };
    } catch (error) {
      const text = onFailure(error);
      if (text) outcome = { text, problem: true };
    }
    setBusyId(null);
    if (!outcome) return;
    setResult(outcome);
    // The button is gone once the message is queued again: keep the keyboard user's place on the outcome.
    requestAnimationFrame(() => resultRef.current?.focus());
  };

  return (
    <section aria-labelledby="mail-heading" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="mail-heading" className="flex items-center gap-2 text-xl font-bold">
        <Icon name="mail" className="size-5 text-slate-600" />
        E-mails
      </h2>
      <p className="mt-1 text-slate-700">
        {mailSummary(lead.messages)} Each new lead's notification to the team and confirmation to the visitor wait in the outbox until they are sent;
        after the last failed try an e-mail is marked failed and can be sent again.
      </p>
      {lead.messages.length > 0 && (
        <ul aria-label="E-mails about this lead" className="mt-4 flex flex-col gap-3">
          {lead.messages.map((message) => (
            <MailItem key={message.id} message={message} busy={busyId === message.id} onSendAgain={onSendAgain} />
          ))}
        </ul>
      )}
      <output ref={resultRef} tabIndex={-1} className={`mt-2 block text-sm ${result?.problem ? "text-rose-800" : "text-emerald-800"}`}>
        {result?.text}
      </output>
    </section>
  );
}
