import { useId, useState } from "react";
import { CORPORATE_INTERESTS, type CorporateInquiryRequest, corporateInquirySchema } from "../../../contract/leads/corporate-inquiry.ts";
import { SendError } from "../form-fields/send-error";
import { CheckboxGroup, ErrorSummary, RequiredNote, TextAreaField, TextField } from "../form-fields/form-fields";
import { HoneypotInput } from "../form-fields/honeypot-input";
import { sendLead } from "../form-fields/send-lead";
import { useLeadForm } from "../form-fields/use-lead-form";
import { errorSummaryItems } from "../form-fields/validate-form";
import { DataNotice } from "../lead-forms/data-notice";
import { corporateInquiryConfirmation } from "./confirmation-text";

type Field = Exclude<keyof CorporateInquiryRequest, "website">;

const FIELD_ORDER: readonly Field[] = ["name", "email", "company", "role", "interests", "message"];
const LABELS: Record<Field, string> = {
  name: "Name",
  email: "Email",
  company: "Company",
  role: "Role",
  interests: "Areas of interest",
  message: "Message",
};

const EMPTY: CorporateInquiryRequest = { name: "", email: "", company: "", role: "", interests: [], message: "", website: "" };

/** The corporate engagement form (spec 2 §2, Industry & Corporate). */
export function CorporateInquiryForm() {
  const { summaryRef, confirmationRef, ...form } = useLeadForm(corporateInquirySchema, EMPTY);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const prefix = useId();
  const fieldId = (field: Field) => `${prefix}-${field}`;
  const sending = form.status === "sending";

  return (
    <form
      noValidate
      aria-label="Corporate engagement inquiry"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      onSubmit={(event) => {
        const data = form.check(event);
        if (!data) return;
        setConfirmation(corporateInquiryConfirmation(data));
        void form.send(() => sendLead("corporate-inquiry", data));
      }}
    >
      <div>
        <ErrorSummary items={errorSummaryItems(form.errors, FIELD_ORDER, LABELS)} fieldId={fieldId} summaryRef={summaryRef} />
        <output ref={confirmationRef} tabIndex={-1} className="block focus:outline-none">
          {form.status === "sent" && confirmation && (
            <p className="mb-4 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-900">{confirmation}</p>
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
          <CheckboxGroup id={fieldId("interests")} name="interests" legend={LABELS.interests} options={CORPORATE_INTERESTS} selected={form.values.interests} error={form.errors.interests} onChange={(v) => form.setField("interests", v)} />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField id={fieldId("message")} name="message" label={LABELS.message} required value={form.values.message} error={form.errors.message} onChange={(v) => form.setField("message", v)} />
        </div>
        <HoneypotInput id={`${prefix}-website`} value={form.values.website} onChange={(v) => form.setField("website", v)} />
        <div className="flex flex-col gap-3 sm:col-span-2">
          <DataNotice kind="corporate-inquiry" />
          <button type="submit" className="btn btn-primary self-start">
            {sending ? "Sending..." : "Send Inquiry"}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
