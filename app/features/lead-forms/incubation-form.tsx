import type { ChangeEvent } from "react";
import { APPLICATION_STATUS_PAGE } from "../../../contract/leads/application-status-page.ts";
import { FORM_PAGE_PARAM } from "../../../contract/leads/form-page-param.ts";
import { INCUBATION_REQUIRED_FIELDS, incubationSchema } from "../../../contract/leads/incubation-schema.ts";
import { PITCH_DECK_ACCEPT, PITCH_DECK_MAX_LABEL, TEXT_LIMITS } from "../../../contract/leads/lead-limits.ts";
import { INCUBATION_SUCCESS } from "../../../contract/leads/lead-messages.ts";
import { leadRoute } from "../../../contract/leads/lead-paths.ts";
import { INDUSTRY_SECTORS, STAGES } from "../../../contract/leads/lead-options.ts";
import { Link } from "~/components/link";
import { DataNotice } from "./data-notice";
import { FieldFrame } from "./field-frame";
import { incubationErrorText } from "./lead-error-text";
import { pitchDeckProblem } from "./pitch-deck-file";
import { interpretIncubationAnswer } from "./incubation-answer";
import { validateLead } from "./validate-lead";
import { Honeypot, Select, TextArea, TextInput } from "./fields";
import type { LeadFormIslandProps } from "./lead-form-for";
import { fieldIdOf } from "./lead-form-fields-context";
import { LeadFormFrame } from "./lead-form-frame";
import type { FormTextValues } from "./form-values";
import { SuccessPanel } from "./success-panel";
import { successPanelOf } from "./success-panels";
import { useLeadFormIsland } from "./use-lead-form-island";

const FORM_ID = "incubation";
const FIELD_ORDER = ["companyName", "founderName", "email", "industrySector", "stage", "pitchDeck", "motivation"] as const;

/** The chosen deck, if any: an empty file input still sends a nameless, empty file. */
function chosenFile(formData: FormData, name: string): File | undefined {
  const value = formData.get(name);
  return value instanceof File && (value.size > 0 || value.name !== "") ? value : undefined;
}

/** The text fields through the shared schema; the chosen file through the browser's size and type check (the server reads its bytes). */
export function checkIncubation(values: FormTextValues, formData: FormData) {
  const checked = validateLead(incubationSchema, INCUBATION_REQUIRED_FIELDS, values);
  const file = chosenFile(formData, "pitchDeck");
  const problem = file ? pitchDeckProblem(file) : undefined;
  if (!problem) return checked;
  const fieldErrors = { ...(checked.ok ? {} : checked.fieldErrors), pitchDeck: problem };
  return { ok: false as const, message: checked.ok ? problem : checked.message, fieldErrors };
}

/**
 * Spec §3–§5: the incubation application, its pitch deck sent as a file. On
 * /apply as on /contact-get-involved: `from` names the page besides its home
 * in the plain post's address, so a refused post links back to it.
 */
export default function IncubationForm({ initial, from }: LeadFormIslandProps) {
  const island = useLeadFormIsland({
    kind: "incubation",
    formId: FORM_ID,
    initial,
    fieldOrder: FIELD_ORDER,
    check: checkIncubation,
    resultOf: interpretIncubationAnswer,
    errorText: incubationErrorText,
  });
  const { fail } = island;
  const pitchDeckId = fieldIdOf(FORM_ID, "pitchDeck");
  const pitchDeckError = island.view.fieldErrors.pitchDeck;
  const result = island.view.status === "submitted" ? island.view.result : undefined;

  // Nothing too large or of the wrong type is kept, so nothing of it is sent.
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    const problem = file ? pitchDeckProblem(file) : undefined;
    if (!problem) return;
    event.target.value = "";
    fail(problem, { pitchDeck: problem });
  };

  return (
    <LeadFormFrame
      kind="incubation"
      formId={FORM_ID}
      island={island}
      label="Incubation application"
      action={from ? `${leadRoute("incubation")}?${new URLSearchParams({ [FORM_PAGE_PARAM]: from })}` : undefined}
      multipart
      success={
        island.view.status === "submitted" ? (
          <SuccessPanel idPrefix={FORM_ID} content={successPanelOf("incubation", result?.applicationId)} message={<p>{INCUBATION_SUCCESS}</p>} headingRef={island.successRef}>
            {result?.applicationId && <p>Keep your Application ID to check your application status with the e-mail address you applied with; we have e-mailed it to you too.</p>}
          </SuccessPanel>
        ) : undefined
      }
      submitLabel="Submit Application"
      busyLabel="Submitting..."
      afterSubmit={
        <p className="text-sm text-slate-600">
          Applied already?{" "}
          <Link to={APPLICATION_STATUS_PAGE} className="font-medium text-brand-700 underline underline-offset-2">
            Check your application status
          </Link>
        </p>
      }
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput name="companyName" label="Company Name" required autoComplete="organization" maxLength={TEXT_LIMITS.organizationName} />
        <TextInput name="founderName" label="Founder Name" required autoComplete="name" maxLength={TEXT_LIMITS.personName} />
        <TextInput name="email" label="Email" type="email" required autoComplete="email" maxLength={TEXT_LIMITS.email} className="sm:col-span-2" />
        <Select name="industrySector" label="Industry Sector" required options={INDUSTRY_SECTORS} placeholder="Select industry sector" />
        <Select name="stage" label="Stage" required options={STAGES} placeholder="Select stage" />
      </div>
      <FieldFrame id={pitchDeckId} label={`Pitch Deck (PDF, PPT or PPTX, max ${PITCH_DECK_MAX_LABEL})`} hint="Optional, but it helps us review your application faster." error={pitchDeckError}>
        {(describedBy) => (
          <input
            id={pitchDeckId}
            name="pitchDeck"
            type="file"
            accept={PITCH_DECK_ACCEPT}
            onChange={onFile}
            aria-invalid={pitchDeckError ? true : undefined}
            aria-describedby={describedBy}
            className={`block w-full rounded-lg border bg-white text-sm text-slate-700 file:mr-4 file:border-0 file:bg-brand-50 file:px-4 file:py-2.5 file:font-semibold file:text-brand-800 hover:file:bg-brand-100 disabled:cursor-not-allowed ${pitchDeckError ? "border-red-600" : "border-slate-300"}`}
          />
        )}
      </FieldFrame>
      <TextArea
        name="motivation"
        label="Why do you want to join the incubation programme?"
        required
        rows={5}
        maxLength={TEXT_LIMITS.longText}
        placeholder="The problem you solve, what you have built so far, and the help you need from a troupe."
      />
      <Honeypot />
      <DataNotice kind="incubation" />
    </LeadFormFrame>
  );
}

