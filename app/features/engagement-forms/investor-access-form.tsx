import { useId, useState } from "react";
import {
  INVESTMENT_FOCUS_AREAS,
  type InvestorAccess,
  type InvestorAccessRequest,
  type InvestorAccessSubmission,
  investorAccessSchema,
} from "../../../contract/leads/investor-access.ts";
import { SendError } from "../form-fields/send-error";
import { CheckboxGroup, ErrorSummary, RequiredNote, TextAreaField, TextField } from "../form-fields/form-fields";
import { HoneypotInput } from "../form-fields/honeypot-input";
import { sendLead } from "../form-fields/send-lead";
import { useLeadForm } from "../form-fields/use-lead-form";
import { errorSummaryItems } from "../form-fields/validate-form";
import { DataNotice } from "../lead-forms/data-notice";
import { investorAccessConfirmation } from "./confirmation-text";
import { NdaModal } from "./nda-modal";

type Field = Exclude<keyof InvestorAccessRequest, "website">;

const FIELD_ORDER: readonly Field[] = ["name", "email", "company", "role", "investmentFocus", "message"];
const LABELS: Record<Field, string> = {
  name: "Name",
  email: "Email",
  company: "Company / Fund",
  role: "Role",
  investmentFocus: "Investment focus",
  message: "Message",
};

const EMPTY: InvestorAccessRequest = { name: "", email: "", company: "", role: "", investmentFocus: [], message: "", website: "" };

/** The request as sent: the details and the moment the NDA was accepted. */
function acceptedNow(request: InvestorAccess): InvestorAccessSubmission {
  return { ...request, ndaAcceptedAt: new Date().toISOString() };
}

/**
 * The pitch-deck access form (spec 2 §2, Investors & VCs): a valid submit
 * opens the NDA; Accept & Continue completes the request, Cancel keeps the
 * details in the form.
 */
export function InvestorAccessForm() {
  const { summaryRef, confirmationRef, ...form } = useLeadForm(investorAccessSchema, EMPTY);
  const [pending, setPending] = useState<InvestorAccess | null>(null);
  const [declined, setDeclined] = useState(false);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const prefix = useId();
  const fieldId = (field: Field) => `${prefix}-${field}`;
  const sending = form.status === "sending";

  const accept = () => {
    if (!pending) return;
    setConfirmation(investorAccessConfirmation(pending));
    setPending(null);
    // Accept & Continue is the moment of acceptance: the request is timed now, and only now sent.
    const request = acceptedNow(pending);
    void form.send(() => sendLead("investor-access", request));
  };

  const cancel = () => {
    setPending(null);
    setDeclined(true);
  };

  return (
    <>
      <form
        noValidate
        aria-label="Pitch deck access request"
        className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        onSubmit={(event) => {
          const data = form.check(event);
          if (!data) return;
          setDeclined(false);
          setPending(data);
        }}
      >
        <div>
          <ErrorSummary items={errorSummaryItems(form.errors, FIELD_ORDER, LABELS)} fieldId={fieldId} summaryRef={summaryRef} />
          <output ref={confirmationRef} tabIndex={-1} className="block focus:outline-none">
            {form.status === "sent" && confirmation && (
              <p className="mb-4 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-900">{confirmation}</p>
            )}
            {declined && (
              <p className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
                Pitch decks are shared only under the NDA, so your request has not gone ahead. Your details are still in the form: submit again when you are ready to accept it.
              </p>
            )}
          </output>
          <SendError text={form.status === "error" ? form.errorText : null} />
          <RequiredNote />
        </div>
        <fieldset disabled={sending} className="grid gap-5 sm:grid-cols-2">
          <TextField id={fieldId("name")} name="name" label={LABELS.name} required autoComplete="name" value={form.values.name} error={form.errors.name} onChange={(v) => form.setField("name", v)} />
          <TextField id={fieldId("email")} name="email" type="email" label={LABELS.email} required autoComplete="email" value={form.values.email} error={form.errors.email} onChange={(v) => form.setField("email", v)} />
          <TextField id={fieldId("company")} name="company" label={LABELS.company} required autoComplete="organization" value={form.values.company} error={form.errors.company} onChange={(v) => form.setField("company", v)} />
          <TextField id={fieldId("role")} name="role" label={LABELS.role} required autoComplete="organization-title" value={form.values.role} error={form.errors.role} onChange={(v) => form.setField("role", v)} />
          <div className="sm:col-span-2">
            <CheckboxGroup id={fieldId("investmentFocus")} name="investmentFocus" legend={LABELS.investmentFocus} options={INVESTMENT_FOCUS_AREAS} selected={form.values.investmentFocus} error={form.errors.investmentFocus} onChange={(v) => form.setField("investmentFocus", v)} />
          </div>
          <div className="sm:col-span-2">
            <TextAreaField id={fieldId("message")} name="message" label={LABELS.message} required value={form.values.message} error={form.errors.message} onChange={(v) => form.setField("message", v)} />
          </div>
          <HoneypotInput id={`${prefix}-website`} value={form.values.website} onChange={(v) => form.setField("website", v)} />
          <div className="flex flex-col gap-3 sm:col-span-2">
            <DataNotice kind="investor-access" />
            <button type="submit" className="btn btn-primary self-start">
              {sending ? "Sending..." : "Request Pitch Deck Access"}
            </button>
          </div>
        </fieldset>
      </form>
      <NdaModal open={pending !== null} onCancel={cancel} onAccept={accept} />
    </>
  );
}
