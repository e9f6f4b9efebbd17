import { useRef, useState } from "react";
import { INVESTMENT_FOCUS_AREAS } from "../../../contract/leads/engagement-choices.ts";
import { type InvestorAccess, investorAccessSchema, investorAccessSubmissionSchema } from "../../../contract/leads/investor-access.ts";
import { investorAccessConfirmation } from "~/features/engagement-forms/confirmation-text";
import { NdaModal } from "~/features/engagement-forms/nda-modal";
import { DataNotice } from "./data-notice";
import { generalErrorText } from "./lead-error-text";
import { parseFormValues } from "./parse-form-values";
import { EngagementFields } from "./engagement-fields";
import type { FormTextValues } from "./form-values";
import type { LeadFormIslandProps } from "./lead-form-for";
import { ENGAGEMENT_CARD } from "./engagement-card";
import { LeadFormFrame } from "./lead-form-frame";
import { NDA_CHECKBOX_LABEL, NDA_FIELD, NdaAcceptanceField } from "./nda-acceptance-field";
import { SummaryFormTop } from "./summary-form-top";
import { SuccessPanel } from "./success-panel";
import { type Confirmation, confirmationOf, successPanelOf } from "./success-panels";
import { useLeadFormIsland } from "./use-lead-form-island";

const FORM_ID = "investor-access";
const LABELS = { name: "Name", email: "Email", company: "Company / Fund", role: "Role", investmentFocus: "Investment focus", message: "Message" } as const;
/** The fields before the island runs, the NDA's box among them. */
const LABELS_WITH_NDA_BOX = { ...LABELS, [NDA_FIELD]: NDA_CHECKBOX_LABEL } as const;

/** The details alone, before the NDA; the whole submission once it is accepted. */
export function checkInvestorAccess(values: FormTextValues) {
  const { [NDA_FIELD]: acceptedAt, ...details } = values;
  return acceptedAt ? parseFormValues(investorAccessSubmissionSchema, values) : parseFormValues(investorAccessSchema, details);
}

/**
 * The pitch-deck access form (spec 2 §2, Investors & VCs): a valid submit
 * opens the NDA; Accept & Continue stamps the moment and sends the request,
 * Cancel keeps the details in the form. Until the island runs (and without
 * JavaScript) the browser posts the form itself, so the NDA is a box to tick
 * under its terms (NdaAcceptanceField); the island renders that box too, so
 * that hydration matches, and puts the dialog's hidden stamp in its place
 * once it runs (useHydrated: on the render after hydration).
 */
export default function InvestorAccessForm({ initial }: LeadFormIslandProps) {
  const [ndaOpen, setNdaOpen] = useState(false);
  const [declined, setDeclined] = useState(false);
  const acceptedAt = useRef<HTMLInputElement>(null);
  const island = useLeadFormIsland<Confirmation, InvestorAccess>({
    kind: "investor-access",
    formId: FORM_ID,
    initial,
    fieldOrder: Object.keys(LABELS),
    listFields: ["investmentFocus"],
    check: (values) => checkInvestorAccess(values),
    beforeSend: (values) => {
      if (values[NDA_FIELD]) return true;
      setDeclined(false);
      setNdaOpen(true);
      return false;
    },
    resultOf: (data, request) => confirmationOf("investor-access", data, investorAccessConfirmation(request)),
    errorText: generalErrorText,
    hasSummary: true,
    // A retry of the same details is the same request, whenever the NDA was accepted again.
    sameAttemptOf: ({ [NDA_FIELD]: _acceptedAt, ...details }) => details,
  });
  const { view, summaryRef, formRef } = island;

  const accept = () => {
    setNdaOpen(false);
    const stamp = new Date().toISOString();
    // After the dialog's close event (a task queued as it closes), which gives focus back to the submit
    // button: the send then moves focus on to its outcome, and nothing moves it back.
    setTimeout(() => {
      if (!acceptedAt.current) return;
      acceptedAt.current.value = stamp;
      formRef.current?.requestSubmit();
      // The next submit asks for the NDA again; a retry of the same details keeps its key and first request.
      acceptedAt.current.value = "";
    }, 0);
  };

  const cancel = () => {
    setNdaOpen(false);
    setDeclined(true);
  };

  return (
    <>
      <LeadFormFrame
        frameClassName={ENGAGEMENT_CARD}
        kind="investor-access"
        formId={FORM_ID}
        island={island}
        label="Pitch deck access request"
        before={
          <SummaryFormTop
            formId={FORM_ID}
            view={view}
            labels={island.hydrated ? LABELS : LABELS_WITH_NDA_BOX}
            summaryRef={summaryRef}
            intro={
              declined ? (
                <output className="mb-4 block rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
                  Pitch decks are shared only under the NDA, so your request has not gone ahead. Your details are still in the form: submit again when you are ready to accept it.
                </output>
              ) : undefined
            }
          />
        }
        success={
          view.status === "submitted" ? (
            <SuccessPanel idPrefix={FORM_ID} content={successPanelOf("investor-access", view.result?.reference)} message={<p>{view.result?.text}</p>} headingRef={island.successRef} />
          ) : undefined
        }
        submitLabel="Request Pitch Deck Access"
        busyLabel="Sending..."
      >
        <EngagementFields labels={LABELS} choices={{ name: "investmentFocus", legend: LABELS.investmentFocus, options: INVESTMENT_FOCUS_AREAS }} />
        {/* The moment Accept & Continue was pressed; empty until then. */}
        {island.hydrated ? <input ref={acceptedAt} type="hidden" name={NDA_FIELD} defaultValue="" /> : <NdaAcceptanceField />}
        <DataNotice kind="investor-access" />
      </LeadFormFrame>
      <NdaModal open={ndaOpen} onCancel={cancel} onAccept={accept} />
    </>
  );
}
