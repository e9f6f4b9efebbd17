import { CORPORATE_INTERESTS, type CorporateInquiry, type CorporateInquiryRequest, corporateInquirySchema } from "../../../contract/leads/corporate-inquiry.ts";
import { CheckboxGroup } from "../lead-forms/checkbox-group";
import { postLead } from "../lead-forms/post-lead";
import { useLeadFormWithSummary } from "../lead-forms/use-lead-form-with-summary";
import { corporateInquiryConfirmation } from "./confirmation-text";
import { EngagementForm } from "./engagement-form";

const LABELS = {
  name: "Name",
  email: "Email",
  company: "Company",
  role: "Role",
  interests: "Areas of interest",
  message: "Message",
} as const;

const EMPTY: CorporateInquiryRequest = { name: "", email: "", company: "", role: "", interests: [], message: "", website: "" };

/** Sends the inquiry; the answer is the confirmation to show. */
async function sendInquiry(inquiry: CorporateInquiry): Promise<string> {
  await postLead("corporate-inquiry", inquiry);
  return corporateInquiryConfirmation(inquiry);
}

/** The corporate engagement form (spec 2 §2, Industry & Corporate). */
export function CorporateInquiryForm() {
  const { summaryRef, confirmationRef, ...form } = useLeadFormWithSummary(corporateInquirySchema, EMPTY, sendInquiry);
  return (
    <EngagementForm
      form={form}
      summaryRef={summaryRef}
      confirmationRef={confirmationRef}
      kind="corporate-inquiry"
      label="Corporate engagement inquiry"
      labels={LABELS}
      choices={<CheckboxGroup field={form.choices("interests")} legend={LABELS.interests} options={CORPORATE_INTERESTS} />}
      submitLabel="Send Inquiry"
      onSubmit={form.onSubmit}
    />
  );
}
