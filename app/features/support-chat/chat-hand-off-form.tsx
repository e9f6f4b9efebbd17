import { type FormEvent, useEffect, useRef, useState } from "react";
import { isRecord } from "~/lib/api-client";
import { postLeadForm } from "~/features/lead-forms/post-lead-form";
import type { ChatConversation } from "./chat-conversation";
import { checkHandOff } from "./chat-hand-off";

type Stage = { step: "offered" } | { step: "asking"; errors: Partial<Record<"name" | "email", string>>; failure?: string } | { step: "sending" } | { step: "sent"; reference?: string; email: string };

export const HAND_OFF_TEXT = {
  offer: "Send this to the team",
  offerNote: "No scripted answer for this one? The team can answer it by e-mail.",
  formLegend: "Send the conversation to the team",
  send: "Send",
  cancel: "Cancel",
  sending: "Sending…",
  sent: (email: string) => `Sent. The team has your conversation and will reply to ${email}.`,
  failed: "It could not be sent just now. Please try again, or use the contact form.",
} as const;

/**
 * The chat's one server call, made only when the visitor presses Send: their
 * name, e-mail and the conversation as a contact lead (./chat-hand-off.ts).
 * Focus goes to the first field on opening, back to the offer on Cancel, and
 * to the confirmation once sent, which is also announced.
 */
export function ChatHandOffForm({ idPrefix, conversation }: { idPrefix: string; conversation: ChatConversation }) {
  const [stage, setStage] = useState<Stage>({ step: "offered" });
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const offerRef = useRef<HTMLButtonElement>(null);
  const doneRef = useRef<HTMLOutputElement>(null);
  const focusNext = useRef<"name" | "email" | "offer" | "done" | null>(null);

  // After the render that a step asked to move focus with (go), once: the element it names exists by then.
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === "name") nameRef.current?.focus();
    else if (target === "email") emailRef.current?.focus();
    else if (target === "offer") offerRef.current?.focus();
    else if (target === "done") doneRef.current?.focus();
  });

  function go(next: Stage, focus: typeof focusNext.current) {
    focusNext.current = focus;
    setStage(next);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fields = { name: String(data.get("name") ?? ""), email: String(data.get("email") ?? "") };
    const check = checkHandOff(fields, conversation);
    if (!check.ok) return go({ step: "asking", errors: check.errors }, check.errors.name ? "name" : "email");
    const body = new FormData();
    for (const [name, value] of Object.entries(check.request)) body.set(name, value);
    setStage({ step: "sending" });
    try {
      const answer = await postLeadForm("contact", body, check.request);
      const reference = isRecord(answer) && typeof answer.id === "string" ? answer.id : undefined;
      go({ step: "sent", email: fields.email.trim(), ...(reference ? { reference } : {}) }, "done");
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : HAND_OFF_TEXT.failed;
      go({ step: "asking", errors: {}, failure: message }, "name");
    }
  }

  if (stage.step === "offered") {
    return (
      <div className="border-t border-slate-200 px-4 py-2 text-sm text-slate-700" data-testid="chat-hand-off">
        <p>{HAND_OFF_TEXT.offerNote}</p>
        <button ref={offerRef} type="button" onClick={() => go({ step: "asking", errors: {} }, "name")} className="mt-1.5 rounded-full bg-brand-700 px-3 py-1.5 text-xs font-semibold text-white hover:bg-brand-800">
          {HAND_OFF_TEXT.offer}
        </button>
      </div>
    );
  }

  if (stage.step === "sent") {
    return (
      <div className="border-t border-slate-200 px-4 py-2 text-sm" data-testid="chat-hand-off">
        <output ref={doneRef} tabIndex={-1} className="block rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900 ring-1 ring-emerald-300">
          {HAND_OFF_TEXT.sent(stage.email)}
          {stage.reference ? (
            <>
              {" "}
              Your reference: <strong>{stage.reference}</strong>
            </>
          ) : null}
        </output>
      </div>
    );
  }

  const errors = stage.step === "asking" ? stage.errors : {};
  const failure = stage.step === "asking" ? stage.failure : undefined;
  const sending = stage.step === "sending";
  return (
    <form noValidate onSubmit={onSubmit} className="border-t border-slate-200 px-4 py-2 text-sm" data-testid="chat-hand-off" aria-describedby={failure ? `${idPrefix}-failure` : undefined}>
      <fieldset className="min-w-0">
        <legend className="font-semibold text-slate-900">{HAND_OFF_TEXT.formLegend}</legend>
        {failure ? (
          <p id={`${idPrefix}-failure`} role="alert" className="mt-1 text-red-800">
            {failure}
          </p>
        ) : null}
        <div className="mt-1.5 grid grid-cols-2 gap-2">
          <HandOffField id={`${idPrefix}-name`} name="name" label="Your name" type="text" autoComplete="name" inputRef={nameRef} error={errors.name} />
          <HandOffField id={`${idPrefix}-email`} name="email" label="Your e-mail" type="email" autoComplete="email" inputRef={emailRef} error={errors.email} />
        </div>
        <div className="mt-2 flex gap-2">
          <button type="submit" disabled={sending} className="rounded-full bg-brand-700 px-4 py-1.5 text-xs font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
            {sending ? HAND_OFF_TEXT.sending : HAND_OFF_TEXT.send}
          </button>
          <button type="button" disabled={sending} onClick={() => go({ step: "offered" }, "offer")} className="rounded-full border border-slate-400 px-4 py-1.5 text-xs font-semibold text-slate-800 hover:bg-slate-100">
            {HAND_OFF_TEXT.cancel}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

type FieldProps = {
  id: string;
  name: string;
  label: string;
  type: "text" | "email";
  autoComplete: string;
  inputRef: React.RefObject<HTMLInputElement | null>;
  error: string | undefined;
};

function HandOffField({ id, name, label, type, autoComplete, inputRef, error }: FieldProps) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-xs font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-0.5 w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm"
      />
      {error ? (
        <p id={`${id}-error`} className="mt-0.5 text-xs text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
