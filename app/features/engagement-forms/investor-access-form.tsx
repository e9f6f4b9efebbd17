import { useState } from "react";
import type { InvestorAccess, InvestorAccessRequest } from "../../../contract/leads/investor-access.ts";
import { CheckboxGroup } from "../lead-forms/checkbox-group";
import { useLeadFormWithSummary } from "../lead-forms/use-lead-form-with-summary";
import { INVESTMENT_FOCUS_AREAS } from "../../../contract/leads/engagement-choices.ts";
import { EngagementForm } from "./engagement-form";

const LABELS = {
  name: "Name",
  email: "Email",
  company: "Company / Fund",
  role: "Role",
  investmentFocus: "Investment focus",
  message: "Message",
} as const;

const EMPTY: InvestorAccessRequest = { name: "", email: "", company: "", role: "", investmentFocus: [], message: "", website: "" };

/**
 * The pitch-deck access form (spec 2 §2, Investors & VCs): a valid submit
 * opens the NDA; Accept & Continue completes the request, Cancel keeps the
 * details in the form. The NDA comes with the form's kit, which the check
 * before it needs anyway.
 */
export function InvestorAccessForm() {
  const { summaryRef, confirmationRef, ...form } = useLeadFormWithSummary(EMPTY, () => import("./investor-access-kit").then((kit) => kit.investorAccessKit));
  const [pending, setPending] = useState<InvestorAccess | null>(null);
  const [declined, setDeclined] = useState(false);
  const NdaModal = form.kit?.NdaModal;

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
        onSubmit={(event) =>
          form.checkThen(event, (details) => {
            setDeclined(false);
            setPending(details);
          })
        }
        notice={
          declined && (
            <p className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
              Pitch decks are shared only under the NDA, so your request has not gone ahead. Your details are still in the form: submit again when you are ready to accept it.
            </p>
          )
        }
      />
      {NdaModal && <NdaModal open={pending !== null} onCancel={cancel} onAccept={accept} />}
    </>
  );
}
