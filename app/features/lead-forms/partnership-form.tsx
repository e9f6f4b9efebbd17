import { useEffect } from "react";
import { TEXT_LIMITS } from "../../../contract/leads/lead-limits.ts";
import { PARTNERSHIP_SUCCESS } from "../../../contract/leads/lead-messages.ts";
import { COMPANY_SIZES, INDUSTRIES, PARTNERSHIP_TYPES } from "../../../contract/leads/lead-options.ts";
import type { PartnershipRequest } from "../../../contract/leads/partnership-schema.ts";
import { DataNotice } from "./data-notice";
import { DismissibleSuccess } from "./form-outcome";
import { InputField, SelectField, TextAreaField } from "./form-fields";
import { HoneypotField } from "./honeypot-field";
import { LeadFormFrame } from "./lead-form-frame";
import { useLeadForm } from "./use-lead-form";

/** Spec §4/§9: the success banner hides itself after 5000 ms. */
export const PARTNERSHIP_BANNER_HIDE_MS = 5000;

/** What the form holds: each select starts on its empty option. */
export type PartnershipValues = Omit<PartnershipRequest, "partnershipType" | "industry" | "companySize"> & {
  partnershipType: PartnershipRequest["partnershipType"] | "";
  industry: PartnershipRequest["industry"] | "";
  companySize: PartnershipRequest["companySize"] | "";
};

const initialValues: PartnershipValues = {
  organizationName: "",
  contactPerson: "",
  email: "",
  phone: "",
  partnershipType: "",
  industry: "",
  companySize: "",
  proposal: "",
  website: "",
};

/** Spec §3–§5: the partnership application; all eight fields are required. */
export function PartnershipForm() {
  const { formRef, messageRef, ...form } = useLeadForm({
    formId: "partnership",
    initialValues,
    loadKit: () => import("./partnership-form-kit").then((kit) => kit.partnershipFormKit),
  });
  const { dismiss } = form;
  const { status, result } = form.state;

  // Each success (a new result) shows the banner for 5 s.
  useEffect(() => {
    if (status !== "submitted" || !result) return;
    const timer = setTimeout(dismiss, PARTNERSHIP_BANNER_HIDE_MS);
    return () => clearTimeout(timer);
  }, [status, result, dismiss]);

  return (
    <LeadFormFrame
      form={form}
      formRef={formRef}
      messageRef={messageRef}
      label="Partnership application"
      success={status === "submitted" ? <DismissibleSuccess text={PARTNERSHIP_SUCCESS} onDismiss={dismiss} dismissLabel="Close message" /> : undefined}
      submitLabel="Submit Application"
      busyLabel="Submitting..."
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField field={form.field("organizationName")} label="Organization Name" required autoComplete="organization" maxLength={TEXT_LIMITS.organizationName} />
        <InputField field={form.field("contactPerson")} label="Contact Person" required autoComplete="name" maxLength={TEXT_LIMITS.personName} />
        <InputField field={form.field("email")} label="Email" type="email" required autoComplete="email" maxLength={TEXT_LIMITS.email} />
        <InputField field={form.field("phone")} label="Phone" type="tel" required autoComplete="tel" maxLength={TEXT_LIMITS.phone} placeholder="+91 98765 43210" />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField field={form.field("partnershipType")} label="Partnership Type" required options={PARTNERSHIP_TYPES} placeholder="Select partnership type" />
        <SelectField field={form.field("industry")} label="Industry" required options={INDUSTRIES} placeholder="Select industry" />
        <SelectField field={form.field("companySize")} label="Company Size" required options={COMPANY_SIZES} placeholder="Select company size" />
      </div>
      <TextAreaField
        field={form.field("proposal")}
        label="Partnership Proposal"
        required
        rows={6}
        maxLength={TEXT_LIMITS.longText}
        placeholder="What you would like to do together, whom it serves, and what you bring to it."
      />
      <HoneypotField field={form.field("website")} />
      <DataNotice kind="partnership" />
    </LeadFormFrame>
  );
}
