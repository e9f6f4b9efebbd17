import type { LeadFormPostState } from "../../../contract/leads/form-post-state.ts";
import {
  APPLICATION_STATUS_REQUIRED_FIELDS,
  APPLICATION_STATUS_ROUTE,
  type ApplicationStatusQuery,
  type FoundApplication,
  VISITOR_STATUS_LABELS,
  applicationStatusQuerySchema,
} from "../../../contract/leads/application-status.ts";
import { TEXT_LIMITS } from "../../../contract/leads/lead-limits.ts";
import type { StatusMeaningTexts } from "~/features/application-status/application-status-content";
import { lookUpApplicationStatus } from "~/features/application-status/look-up-status";
import { generalErrorText } from "./lead-error-text";
import { validateLead } from "./validate-lead";
import { TextInput } from "./fields";
import { LeadFormFrame } from "./lead-form-frame";
import { useLeadFormIsland } from "./use-lead-form-island";

const STATUS_FORM_ID = "application-status";

/**
 * What the server rendered the page with for a browser's plain post of the
 * lookup (app/pages/forms/application-status.astro): the form as posted, with
 * its messages, and the application found.
 */
export type StatusLookupFormProps = {
  /** What each status means, said under the status found (app/content/application-status-page.yaml). */
  meanings: StatusMeaningTexts;
  initial?: LeadFormPostState;
  found?: FoundApplication;
};

/**
 * The status lookup of incubation applications: a real form to the status
 * endpoint (Application ID and e-mail address), which the island sends as
 * today's client does and answers in place with the status in the
 * applicant's words. A link's ?applicationId= fills in the first field as the
 * page loads (./query-prefill.ts). Without JavaScript the browser posts it,
 * and the server answers with this form again, the outcome in place.
 */
export default function StatusLookupForm({ meanings, initial, found }: StatusLookupFormProps) {
  const island = useLeadFormIsland({
    kind: "incubation",
    formId: STATUS_FORM_ID,
    initial,
    ...(found ? { initialResult: { success: true as const, ...found } } : {}),
    fieldOrder: APPLICATION_STATUS_REQUIRED_FIELDS,
    check: (values) => validateLead(applicationStatusQuerySchema, APPLICATION_STATUS_REQUIRED_FIELDS, values as ApplicationStatusQuery),
    sendForm: (_formData, _sameAttempt, query) => lookUpApplicationStatus(query),
    resultOf: (answer) => answer as Awaited<ReturnType<typeof lookUpApplicationStatus>>,
    errorText: generalErrorText,
  });
  const result = island.view.status === "submitted" ? island.view.result : undefined;
  return (
    <LeadFormFrame
      kind="incubation"
      action={APPLICATION_STATUS_ROUTE}
      formId={STATUS_FORM_ID}
      island={island}
      label="Application status lookup"
      successInForm
      success={
        result ? (
          <div className="space-y-1">
            <p>
              Application <strong className="font-mono tracking-wide">{result.applicationId}</strong>: <strong className="text-lg">{VISITOR_STATUS_LABELS[result.status]}</strong>
            </p>
            <p>{meanings[result.status]}</p>
          </div>
        ) : undefined
      }
      submitLabel="Check Status"
      busyLabel="Checking..."
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput name="applicationId" label="Application ID" required autoComplete="off" maxLength={40} placeholder="INC-2026-7KQ3M9" />
        <TextInput name="email" label="Email" type="email" required autoComplete="email" maxLength={TEXT_LIMITS.email} />
      </div>
    </LeadFormFrame>
  );
}
