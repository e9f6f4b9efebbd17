import { useState } from "react";
import {
  INVESTMENT_FOCUS_AREAS,
  type InvestorAccess,
  type InvestorAccessRequest,
  type InvestorAccessSubmission,
  investorAccessSchema,
} from "../../../contract/leads/investor-access.ts";
import { CheckboxGroup } from "../lead-forms/checkbox-group";
import { postLead } from "../lead-forms/post-lead";
import { useLeadFormWithSummary } from "../lead-forms/use-lead-form-with-summary";
import { investorAccessConfirmation } from "./confirmation-text";
import { EngagementForm } from "./engagement-form";
import { NdaModal } from "./nda-modal";

const LABELS = {
  name: "Name",
  email: "Email",
  company: "Company / Fund",
  role: "Role",
  investmentFocus: "Investment focus",
  message: "Message",
} as const;

const EMPTY: InvestorAccessRequest = { name: "", email: "", company: "", role: "", investmentFocus: [], message: "", website: "" };

/** The request as sent: the details and the moment the NDA was accepted. */
function acceptedNow(request: InvestorAccess): InvestorAccessSubmission {
  return { ...request, ndaAcceptedAt: new Date().toISOString() };
}

/**
 * Sends the request once the NDA is accepted; the answer is the confirmation to show.
 * Accept & Continue is the moment of acceptance: the request is timed now, and only now sent.
 * Sending the same details again (a retry) repeats the first request, acceptance time and all, under its key.
 */
async function sendAccessRequest(details: InvestorAccess): Promise<string> {
  await postLead("investor-access", acceptedNow(details), { sameAttemptAs: details });
  return investorAccessConfirmation(details);
}

/**
 * The pitch-deck access form (spec 2 §2, Investors & VCs): a valid submit
 * opens the NDA; Accept & Continue completes the request, Cancel keeps the
 * details in the form.
 */
export function InvestorAccessForm() {
  const { summaryRef, confirmationRef, ...form } = useLeadFormWithSummary(investorAccessSchema, EMPTY, sendAccessRequest);
  const [pending, setPending] = useState<InvestorAccess | null>(null);
  const [declined, setDeclined] = useState(false);

  const accept = () => {
    if (!pending) return;
    setPending(null);
    void form.submit(pending);
  };

  const cancel = () => {
    setPending(null);
    setDeclined(true);
  };

  return (
    <>
      <EngagementForm
        form={form}
        summaryRef={summaryRef}
        confirmationRef={confirmationRef}
        kind="investor-access"
        label="Pitch deck access request"
        labels={LABELS}
        choices={<CheckboxGroup field={form.choices("investmentFocus")} legend={LABELS.investmentFocus} options={INVESTMENT_FOCUS_AREAS} />}
        submitLabel="Request Pitch Deck Access"
        onSubmit={(event) => {
          const details = form.check(event);
          if (!details) return;
          setDeclined(false);
          setPending(details);
        }}
        notice={
          declined && (
            <p className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
              Pitch decks are shared only under the NDA, so your request has not gone ahead. Your details are still in the form: submit again when you are ready to accept it.
            </p>
          )
        }
      />
      <NdaModal open={pending !== null} onCancel={cancel} onAccept={accept} />
    </>
  );
}
