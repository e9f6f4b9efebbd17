import type { ReactNode } from "react";
import { type LeadKind, leadRoute } from "../../../contract/leads/lead-paths.ts";
import { FormOutcome, SubmitButton } from "./form-outcome";
import { HiddenFields } from "./fields";
import { LeadFormFieldsContext } from "./lead-form-fields-context";
import type { LeadFormIsland } from "./use-lead-form-island";

type LeadFormFrameProps<Result> = {
  kind: LeadKind;
  formId: string;
  island: LeadFormIsland<Result>;
  /** The form's accessible name. */
  label: string;
  /** Where the browser posts it; a lead's endpoint by default. */
  action?: string;
  /** The form has a file input: the browser's post must be multipart. */
  multipart?: boolean;
  /** Context the form carries without showing it (an event's id, a download's item). */
  hidden?: Readonly<Record<string, string>>;
  /** Above the fields: an error summary. */
  before?: ReactNode;
  /** The fields, then the honeypot and the data notice. */
  children: ReactNode;
  /** The success panel (./success-panel.tsx), while the form is in its submitted state: it replaces the form. */
  success: ReactNode;
  /** The success is an answer shown in the form, which stays (the status lookup), not a panel in its place. */
  successInForm?: boolean;
  /** The error box's text; a form with an error summary shows its own. */
  showError?: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Under the submit button. */
  afterSubmit?: ReactNode;
  /** The form's own frame (the audience pages' forms sit in a card); the success panel sits in it too. */
  frameClassName?: string;
};

/**
 * A lead form that works without its script: a real post to the lead's
 * endpoint (the server answers a plain post with the thanks page, or this
 * form again with its messages), names equal to the contract's fields. Once
 * hydrated (data-ready) the island sends it instead and shows the outcome in
 * place; the fieldset is disabled while it is sent. Once sent, the success
 * panel takes the form's place, in a live region that is always in the page
 * (so screen readers announce it), and its heading takes focus.
 */
export function LeadFormFrame<Result>({ kind, formId, island, label, action, multipart, hidden, before, children, success, successInForm = false, showError = true, submitLabel, busyLabel, afterSubmit, frameClassName }: LeadFormFrameProps<Result>) {
  const { view, formRef, messageRef } = island;
  const submitting = view.status === "submitting";
  const panel = successInForm ? undefined : success;
  return (
    <div className={frameClassName}>
      {!successInForm && (
        <output aria-live="polite" className="block">
          {panel}
        </output>
      )}
      {!panel && (
        <form
          ref={formRef}
          method="post"
          action={action ?? leadRoute(kind)}
          encType={multipart ? "multipart/form-data" : undefined}
          noValidate
          onSubmit={island.onSubmit}
          onInput={island.onInput}
          aria-label={label}
          aria-busy={submitting}
          data-ready={island.hydrated ? "true" : undefined}
          className="relative"
        >
          <fieldset disabled={submitting} className="min-w-0 space-y-5">
            {before}
            <LeadFormFieldsContext value={{ formId, initial: island.defaults, fieldErrors: view.fieldErrors }}>
              <div key={island.fieldsKey} className="space-y-5">
                {children}
              </div>
            </LeadFormFieldsContext>
            <HiddenFields fields={hidden} />
            <FormOutcome messageRef={messageRef} error={showError && view.status === "error" ? view.message : undefined} success={successInForm ? success : undefined} />
            <SubmitButton submitting={submitting} label={submitLabel} busyLabel={busyLabel} />
            {afterSubmit}
          </fieldset>
        </form>
      )}
    </div>
  );
}
