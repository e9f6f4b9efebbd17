import { corporateInquirySchema } from "../../../contract/leads/corporate-inquiry.ts";
import { postLead } from "../lead-forms/post-lead";
import { summaryFormKit } from "../lead-forms/summary-form-kit";
import { corporateInquiryConfirmation } from "./confirmation-text";

/** The corporate inquiry's kit (../lead-forms/lead-form-kit.ts): sends the inquiry; the answer is the confirmation to show. */
export const corporateInquiryKit = summaryFormKit(corporateInquirySchema, async (inquiry) => {
  await postLead("corporate-inquiry", inquiry);
  return corporateInquiryConfirmation(inquiry);
});
