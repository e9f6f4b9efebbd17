import type { CorporateInquiryRequest } from "../../../contract/leads/corporate-inquiry.ts";
import { CheckboxGroup } from "../lead-forms/checkbox-group";
import { useLeadFormWithSummary } from "../lead-forms/use-lead-form-with-summary";
import { CORPORATE_INTERESTS } from "../../../contract/leads/engagement-choices.ts";
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

/** The corporate engagement form (spec 2 §2, Industry & Corporate). */
export function CorporateInquiryForm() {
  const { summaryRef, confirmationRef, ...form } = useLeadFormWithSummary(EMPTY, () => import("./corporate-inquiry-kit").then((kit) => kit.corporateInquiryKit));
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
    />
  );
}
