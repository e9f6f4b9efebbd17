import type { FormEvent, ReactNode, RefObject } from "react";
import { FormOutcome, SubmitButton } from "./form-outcome";
import type { LeadFormStatus } from "./lead-form-state";
import type { FormInteraction } from "./use-lead-form";

/** The parts of useLeadForm the frame wires up, besides its refs. */
type FramedForm = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  /** Submitting, or a submit waiting for the form's kit. */
  busy: boolean;
  hydrated: boolean;
  interaction: FormInteraction;
  state: { status: LeadFormStatus; message?: string };
};

type LeadFormFrameProps = {
  form: FramedForm;
  formRef: RefObject<HTMLFormElement | null>;
  messageRef: RefObject<HTMLDivElement | null>;
  /** The form's accessible name. */
  label: string;
  /** The fields, then what goes above the outcome (honeypot, data notice). */
  children: ReactNode;
  /** The success notice, while the form is in its submitted state. */
  success: ReactNode;
  submitLabel: string;
  busyLabel: string;
  /** Under the submit button. */
  afterSubmit?: ReactNode;
  /** What a visitor without JavaScript reads. */
  noscript?: string;
};

/**
 * A lead form as the contact page's forms show it: posted by script (data-ready
 * once hydrated), disabled and busy while submitting, the outcome in live
 * regions above the submit button. The first interaction inside it starts
 * loading the form's kit (./use-lead-form.ts).
 */
export function LeadFormFrame({ form, formRef, messageRef, label, children, success, submitLabel, busyLabel, afterSubmit, noscript }: LeadFormFrameProps) {
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={form.onSubmit}
      {...form.interaction}
      aria-label={label}
      aria-busy={form.busy}
      data-ready={form.hydrated ? "true" : undefined}
      className="relative"
    >
      <fieldset disabled={form.submitting} className="min-w-0 space-y-5">
        {children}
        <FormOutcome messageRef={messageRef} error={form.state.status === "error" ? form.state.message : undefined} success={success} />
        <SubmitButton submitting={form.busy} label={submitLabel} busyLabel={busyLabel} />
        {afterSubmit}
      </fieldset>
      {noscript && (
        <noscript>
          <p className="mt-4 text-sm text-slate-700">{noscript}</p>
        </noscript>
      )}
    </form>
  );
}
