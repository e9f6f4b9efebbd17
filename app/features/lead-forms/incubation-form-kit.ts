import { applicationStatusPath } from "../../../contract/leads/application-status.ts";
import { INCUBATION_REQUIRED_FIELDS, type IncubationRequest, incubationSchema } from "../../../contract/leads/incubation-schema.ts";
import type { IncubationOutcome, IncubationSending, IncubationValues } from "./incubation-form";
import { fieldErrorsOf, incubationErrorText } from "./lead-error-text";
import type { LeadFormKit } from "./lead-form-kit";
import { pitchDeckProblem, readFileAsDataUrl } from "./pitch-deck-file";
import { submitIncubation } from "./submit-lead";
import { validateLead } from "./validate-lead";

/** The text fields through the shared schema; the chosen file through the browser's size and type check. */
function validateIncubation(values: IncubationValues) {
  const { pitchDeck, ...text } = values;
  const checked = validateLead(incubationSchema, INCUBATION_REQUIRED_FIELDS, text);
  const problem = pitchDeck ? pitchDeckProblem(pitchDeck) : undefined;
  if (checked.ok && !problem) return { ok: true as const, request: { text, pitchDeck } };
  const fieldErrors = checked.ok ? {} : checked.fieldErrors;
  if (problem) fieldErrors.pitchDeck = problem;
  return { ok: false as const, message: checked.ok ? (problem ?? "") : checked.message, fieldErrors };
}

/** Spec §3: the pitch deck goes as a data URL, read only once everything else is right. */
async function sendIncubation({ text, pitchDeck }: IncubationSending): Promise<IncubationOutcome> {
  const request: IncubationRequest = pitchDeck
    ? { ...text, pitchDeck: await readFileAsDataUrl(pitchDeck), pitchDeckName: pitchDeck.name }
    : { ...text, pitchDeck: null };
  const result = await submitIncubation(request);
  return result.applicationId ? { ...result, statusPath: applicationStatusPath(result.applicationId) } : result;
}

/** The incubation form's kit (./lead-form-kit.ts): loaded on demand by ./incubation-form.tsx. */
export const incubationFormKit: LeadFormKit<IncubationValues, IncubationSending, IncubationOutcome> = {
  validate: validateIncubation,
  send: sendIncubation,
  errorText: incubationErrorText,
  fieldErrorsOf,
};
