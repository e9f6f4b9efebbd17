import { type CorporateInquiry, corporateInquirySchema } from "../../../contract/leads/corporate-inquiry.ts";
import { CORPORATE_INTERESTS } from "../../../contract/leads/engagement-choices.ts";
import { corporateInquiryConfirmation } from "~/features/engagement-forms/confirmation-text";
import { DataNotice } from "./data-notice";
import { generalErrorText } from "./lead-error-text";
import { parseFormValues } from "./parse-form-values";
import { EngagementFields } from "./engagement-fields";
import type { LeadFormIslandProps } from "./lead-form-for";
import { ENGAGEMENT_CARD } from "./engagement-card";
import { LeadFormFrame } from "./lead-form-frame";
import { SummaryFormTop } from "./summary-form-top";
import { SuccessPanel } from "./success-panel";
import { type Confirmation, confirmationOf, successPanelOf } from "./success-panels";
import { useLeadFormIsland } from "./use-lead-form-island";

const FORM_ID = "corporate-inquiry";
const LABELS = { name: "Name", email: "Email", company: "Company", role: "Role", interests: "Areas of interest", message: "Message" } as const;

/** The corporate engagement form (spec 2 §2, Industry & Corporate); once sent, a confirmation that names the inquiry. */
export default function CorporateInquiryForm({ initial }: LeadFormIslandProps) {
  const island = useLeadFormIsland<Confirmation, CorporateInquiry>({
    kind: "corporate-inquiry",
    formId: FORM_ID,
    initial,
    fieldOrder: Object.keys(LABELS),
    listFields: ["interests"],
    check: (values) => parseFormValues(corporateInquirySchema, values),
    resultOf: (data, inquiry) => confirmationOf("corporate-inquiry", data, corporateInquiryConfirmation(inquiry)),
    errorText: generalErrorText,
    hasSummary: true,
  });
  const { view, summaryRef } = island;
  return (
    <LeadFormFrame
      frameClassName={ENGAGEMENT_CARD}
      kind="corporate-inquiry"
      formId={FORM_ID}
      island={island}
      label="Corporate engagement inquiry"
      before={<SummaryFormTop formId={FORM_ID} view={view} labels={LABELS} summaryRef={summaryRef} />}
      success={
        view.status === "submitted" ? (
          <SuccessPanel idPrefix={FORM_ID} content={successPanelOf("corporate-inquiry", view.result?.reference)} message={<p>{view.result?.text}</p>} headingRef={island.successRef} />
        ) : undefined
      }
      submitLabel="Send Inquiry"
      busyLabel="Sending..."
    >
      <EngagementFields labels={LABELS} choices={{ name: "interests", legend: LABELS.interests, options: CORPORATE_INTERESTS }} />
      <DataNotice kind="corporate-inquiry" />
    </LeadFormFrame>
  );
}
