import type { FormEvent, ReactNode, RefObject } from "react";
import type { LeadKind } from "../../../contract/leads/lead-paths.ts";
import { DataNotice } from "../lead-forms/data-notice";
import { ErrorSummary } from "../lead-forms/error-summary";
import { SendError } from "../lead-forms/form-outcome";
import { InputField, RequiredNote, TextAreaField } from "../lead-forms/form-fields";
import { HoneypotField } from "../lead-forms/honeypot-field";
import type { LeadFormStatus } from "../lead-forms/lead-form-state";
import type { BoundField, FormInteraction } from "../lead-forms/use-lead-form";

/** The fields both audience forms ask, besides their list of choices. */
type DetailField = "name" | "email" | "company" | "role" | "message";

/** The parts of useLeadForm this form shows, besides its refs; the result is the confirmation text. */
type EngagementLeadForm = {
  field: (name: DetailField | "website") => BoundField;
  fieldId: (name: string) => string;
  submitting: boolean;
  /** Submitting, or a submit waiting for the form's kit. */
  busy: boolean;
  interaction: FormInteraction;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  state: { status: LeadFormStatus; message?: string; fieldErrors: Record<string, string>; result?: string };
};

type EngagementFormProps<ChoiceField extends string> = {
  form: EngagementLeadForm;
  summaryRef: RefObject<HTMLDivElement | null>;
  confirmationRef: RefObject<HTMLOutputElement | null>;
  kind: LeadKind;
  /** The form's accessible name. */
  label: string;
  /** Each field's label, in the order the fields appear. */
  labels: Readonly<Record<DetailField | ChoiceField, string>>;
  /** The checkbox group between Role and Message. */
  choices: ReactNode;
  submitLabel: string;
  /** Instead of the form's own submit (the investor form opens the NDA first). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Another notice beside the confirmation. */
  notice?: ReactNode;
};

/**
 * An audience page's engagement form (spec 2 §2): the error summary, the
 * confirmation and the send error above; name, e-mail, company, role, a
 * list of choices and a message. The first interaction inside it starts
 * loading the form's kit.
 */
export function EngagementForm<ChoiceField extends string>({ form, summaryRef, confirmationRef, kind, label, labels, choices, submitLabel, onSubmit, notice }: EngagementFormProps<ChoiceField>) {
  return (
    <form noValidate aria-label={label} className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" onSubmit={onSubmit ?? form.onSubmit} {...form.interaction}>
      <div>
        <ErrorSummary errors={form.state.fieldErrors} labels={labels} fieldId={form.fieldId} summaryRef={summaryRef} />
        <output ref={confirmationRef} tabIndex={-1} className="block focus:outline-none">
          {form.state.status === "submitted" && form.state.result && (
            <p className="mb-4 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-900">{form.state.result}</p>
          )}
          {notice}
        </output>
        <SendError text={form.state.status === "error" ? form.state.message : undefined} />
        <RequiredNote />
      </div>
      <fieldset disabled={form.submitting} className="grid gap-5 sm:grid-cols-2">
        <InputField field={form.field("name")} label={labels.name} required autoComplete="name" />
        <InputField field={form.field("email")} label={labels.email} type="email" required autoComplete="email" />
        <InputField field={form.field("company")} label={labels.company} required autoComplete="organization" />
        <InputField field={form.field("role")} label={labels.role} required autoComplete="organization-title" />
        <div className="sm:col-span-2">{choices}</div>
        <div className="sm:col-span-2">
          <TextAreaField field={form.field("message")} label={labels.message} required rows={4} />
        </div>
        <HoneypotField field={form.field("website")} />
        <div className="flex flex-col gap-3 sm:col-span-2">
          <DataNotice kind={kind} />
          <button type="submit" className="btn btn-primary self-start">
            {form.busy ? "Sending..." : submitLabel}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
