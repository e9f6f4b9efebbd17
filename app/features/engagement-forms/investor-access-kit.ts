import { type InvestorAccess, type InvestorAccessSubmission, investorAccessSchema } from "../../../contract/leads/investor-access.ts";
import { postLead } from "../lead-forms/post-lead";
import { summaryFormKit } from "../lead-forms/summary-form-kit";
import { investorAccessConfirmation } from "./confirmation-text";
import { NdaModal } from "./nda-modal";

/** The request as sent: the details and the moment the NDA was accepted. */
function acceptedNow(request: InvestorAccess): InvestorAccessSubmission {
  return { ...request, ndaAcceptedAt: new Date().toISOString() };
}

/**
 * The pitch-deck access request's kit (../lead-forms/lead-form-kit.ts), with
 * the NDA a valid submit opens (the kit has arrived by then, since the check
 * needs it). Its send runs once the NDA is accepted; the answer is the
 * confirmation to show. Accept & Continue is the moment of acceptance: the
 * request is timed now, and only now sent. Sending the same details again
 * (a retry) repeats the first request, acceptance time and all, under its key.
 */
export const investorAccessKit = {
  ...summaryFormKit(investorAccessSchema, async (details) => {
    await postLead("investor-access", acceptedNow(details), { sameAttemptAs: details });
    return investorAccessConfirmation(details);
  }),
  NdaModal,
};
