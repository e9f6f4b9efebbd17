import { useEffect, useState } from "react";
import { TEXT_LIMITS } from "../../../contract/leads/lead-limits.ts";
import { PARTNERSHIP_SUCCESS } from "../../../contract/leads/lead-messages.ts";
import { COMPANY_SIZES, INDUSTRIES, PARTNERSHIP_TYPES } from "../../../contract/leads/lead-options.ts";
import { PARTNERSHIP_REQUIRED_FIELDS, partnershipSchema } from "../../../contract/leads/partnership-schema.ts";
import { DataNotice } from "./data-notice";
import { DismissibleSuccess } from "./form-outcome";
import { generalErrorText } from "./lead-error-text";
import { validateLead } from "./validate-lead";
import { Honeypot, Select, TextArea, TextInput } from "./fields";
import type { LeadFormIslandProps } from "./lead-form-for";
import { LeadFormFrame } from "./lead-form-frame";
import { SuccessPanel } from "./success-panel";
import { answerReference, successPanelOf } from "./success-panels";
import { useLeadFormIsland } from "./use-lead-form-island";

/** Spec §4/§9: the success banner hides itself after 5000 ms. */
const PARTNERSHIP_BANNER_HIDE_MS = 5000;

const FORM_ID = "partnership";

/**
 * Spec §3–§5: the partnership application; all eight fields are required.
 * Once sent, its success panel shows the spec's banner, which hides itself
 * after 5 s or is closed; the panel (heading, reference, reply time, ways
 * on) stays, so the reference is not lost with the banner.
 */
export default function PartnershipForm({ initial }: LeadFormIslandProps) {
  const island = useLeadFormIsland({
    kind: "partnership",
    formId: FORM_ID,
    initial,
    fieldOrder: PARTNERSHIP_REQUIRED_FIELDS,
    check: (values) => validateLead(partnershipSchema, PARTNERSHIP_REQUIRED_FIELDS, values),
    resultOf: (data) => ({ reference: answerReference("partnership", data) }),
    errorText: generalErrorText,
  });
  const { successRef } = island;
  const { status, result } = island.view;
  /** The success whose banner has gone (each success is a new result object). */
  const [bannerGoneFor, setBannerGoneFor] = useState<object>();
  const bannerShown = result !== undefined && bannerGoneFor !== result;

  // Each success (a new result) shows the banner for 5 s.
  useEffect(() => {
    if (status !== "submitted" || !result) return;
    const timer = setTimeout(() => setBannerGoneFor(result), PARTNERSHIP_BANNER_HIDE_MS);
    return () => clearTimeout(timer);
  }, [status, result]);

  /** Closed by hand: focus, which was on its close button, goes to the panel's heading. */
  const closeBanner = () => {
    setBannerGoneFor(result);
    successRef.current?.focus();
  };

  return (
    <LeadFormFrame
      kind="partnership"
      formId={FORM_ID}
      island={island}
      label="Partnership application"
      success={
        status === "submitted" ? (
          <SuccessPanel
            idPrefix={FORM_ID}
            content={successPanelOf("partnership", result?.reference)}
            message={bannerShown ? <DismissibleSuccess text={PARTNERSHIP_SUCCESS} onDismiss={closeBanner} dismissLabel="Close message" /> : undefined}
            headingRef={successRef}
          />
        ) : undefined
      }
      submitLabel="Submit Application"
      busyLabel="Submitting..."
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput name="organizationName" label="Organization Name" required autoComplete="organization" maxLength={TEXT_LIMITS.organizationName} />
        <TextInput name="contactPerson" label="Contact Person" required autoComplete="name" maxLength={TEXT_LIMITS.personName} />
        <TextInput name="email" label="Email" type="email" required autoComplete="email" maxLength={TEXT_LIMITS.email} />
        <TextInput name="phone" label="Phone" type="tel" required autoComplete="tel" maxLength={TEXT_LIMITS.phone} placeholder="+91 98765 43210" />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <Select name="partnershipType" label="Partnership Type" required options={PARTNERSHIP_TYPES} placeholder="Select partnership type" />
        <Select name="industry" label="Industry" required options={INDUSTRIES} placeholder="Select industry" />
        <Select name="companySize" label="Company Size" required options={COMPANY_SIZES} placeholder="Select company size" />
      </div>
      <TextArea
        name="proposal"
        label="Partnership Proposal"
        required
        rows={6}
        maxLength={TEXT_LIMITS.longText}
        placeholder="What you would like to do together, whom it serves, and what you bring to it."
      />
      <Honeypot />
      <DataNotice kind="partnership" />
    </LeadFormFrame>
  );
}
