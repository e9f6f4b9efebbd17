import type { FormEvent, ReactNode, RefObject } from "react";
import type { LeadKind } from "../../../contract/leads/lead-paths.ts";
import { DataNotice } from "./data-notice";
import { ErrorSummary } from "./error-summary";
import { SendError } from "./form-outcome";
import { HoneypotField } from "./honeypot-field";
import type { LeadFormStatus } from "./lead-form-state";
import type { BoundField, FormInteraction } from "./use-lead-form";

/** The parts of useLeadForm this form shows, besides its refs; the result is the confirmation text. */
type ModalForm = {
  field: (name: "website") => BoundField;
  fieldId: (name: string) => string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  /** Submitting, or a submit waiting for the form's kit. */
  busy: boolean;
  interaction: FormInteraction;
  state: { status: LeadFormStatus; message?: string; fieldErrors: Record<string, string>; result?: string };
};

type ModalLeadFormProps<Field extends string> = {
  form: ModalForm;
  summaryRef: RefObject<HTMLDivElement | null>;
  confirmationRef: RefObject<HTMLOutputElement | null>;
  kind: LeadKind;
  /** The form's accessible name. */
  label: string;
  /** Each field's label, in the order the fields appear. */
  labels: Readonly<Record<Field, string>>;
  /** The line under the error summary. */
  intro: ReactNode;
  /** The fields. */
  children: ReactNode;
  submitLabel: string;
  busyLabel: string;
  onClose: () => void;
  /** The button that closes the modal once sent. */
  closeLabel: string;
  /** Beside that button (Add to calendar). */
  confirmationActions?: ReactNode;
};

/**
 * A lead form inside a modal (event registration, download request): the
 * error summary and send error above the fields, Cancel beside the submit
 * button; once sent, the confirmation takes the form's place.
 */
export function ModalLeadForm<Field extends string>(props: ModalLeadFormProps<Field>) {
  const { form, summaryRef, confirmationRef, kind, label, labels, intro, children, submitLabel, busyLabel, onClose, closeLabel, confirmationActions } = props;
  if (form.state.status === "submitted" && form.state.result) {
    return (
      <div className="flex flex-col gap-4">
        <output ref={confirmationRef} tabIndex={-1} className="block rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-900 focus:outline-none">
          {form.state.result}
        </output>
        <div className="flex flex-wrap justify-end gap-3">
          {confirmationActions}
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {closeLabel}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form noValidate aria-label={label} className="flex flex-col gap-4" onSubmit={form.onSubmit} {...form.interaction}>
      <div>
        <ErrorSummary errors={form.state.fieldErrors} labels={labels} fieldId={form.fieldId} summaryRef={summaryRef} />
        <SendError text={form.state.status === "error" ? form.state.message : undefined} />
        {intro}
      </div>
      <fieldset disabled={form.submitting} className="flex flex-col gap-4">
        {children}
        <HoneypotField field={form.field("website")} />
        <DataNotice kind={kind} />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary">
            {form.busy ? busyLabel : submitLabel}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
