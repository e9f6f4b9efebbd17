import { type ChangeEvent, useState } from "react";
import { APPLICATION_STATUS_PAGE, applicationStatusPath } from "../../../contract/leads/application-status.ts";
import { INCUBATION_REQUIRED_FIELDS, type IncubationRequest, incubationSchema } from "../../../contract/leads/incubation-schema.ts";
import { PITCH_DECK_ACCEPT, PITCH_DECK_MAX_LABEL, TEXT_LIMITS } from "../../../contract/leads/lead-limits.ts";
import { INCUBATION_SUCCESS, INCUBATION_SUCCESS_HEADING } from "../../../contract/leads/lead-messages.ts";
import { INDUSTRY_SECTORS, STAGES } from "../../../contract/leads/lead-options.ts";
import { Link } from "~/components/link";
import { DataNotice } from "./data-notice";
import { FieldFrame, InputField, SelectField, TextAreaField } from "./form-fields";
import { HoneypotField } from "./honeypot-field";
import { LeadFormFrame } from "./lead-form-frame";
import { incubationErrorText } from "./lead-error-text";
import { pitchDeckProblem, readFileAsDataUrl } from "./pitch-deck-file";
import { type IncubationResult, submitIncubation } from "./submit-lead";
import { useLeadForm } from "./use-lead-form";
import { validateLead } from "./validate-lead";

type IncubationValues = Omit<IncubationRequest, "pitchDeck" | "pitchDeckName"> & { pitchDeck: File | null };

const initialValues: IncubationValues = {
  companyName: "",
  founderName: "",
  email: "",
  industrySector: "" as IncubationValues["industrySector"],
  stage: "" as IncubationValues["stage"],
  pitchDeck: null,
  motivation: "",
  website: "",
};

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
async function sendIncubation({ text, pitchDeck }: { text: Omit<IncubationValues, "pitchDeck">; pitchDeck: File | null }) {
  const request: IncubationRequest = pitchDeck
    ? { ...text, pitchDeck: await readFileAsDataUrl(pitchDeck), pitchDeckName: pitchDeck.name }
    : { ...text, pitchDeck: null };
  return submitIncubation(request);
}

/** Spec §3–§5: the incubation application. */
export function IncubationForm() {
  const [fileInputKey, setFileInputKey] = useState(0);
  const { formRef, messageRef, ...form } = useLeadForm<IncubationValues, { text: Omit<IncubationValues, "pitchDeck">; pitchDeck: File | null }, IncubationResult>({
    formId: "incubation",
    initialValues,
    validate: validateIncubation,
    send: sendIncubation,
    errorText: incubationErrorText,
    onSucceeded: () => setFileInputKey((key) => key + 1),
  });
  const pitchDeckId = form.fieldId("pitchDeck");
  const pitchDeckError = form.state.fieldErrors.pitchDeck;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? pitchDeckProblem(file) : undefined;
    if (problem) {
      // Nothing too large or of the wrong type is kept, so nothing of it is sent.
      event.target.value = "";
      form.setValue("pitchDeck", null);
      form.fail(problem, { pitchDeck: problem });
      return;
    }
    form.setValue("pitchDeck", file);
  };

  const result = form.state.status === "submitted" ? form.state.result : undefined;

  return (
    <LeadFormFrame
      form={form}
      formRef={formRef}
      messageRef={messageRef}
      label="Incubation application"
      success={form.state.status === "submitted" ? <IncubationSuccess applicationId={result?.applicationId} /> : undefined}
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
        <InputField field={form.field("companyName")} label="Company Name" required autoComplete="organization" maxLength={TEXT_LIMITS.organizationName} />
        <InputField field={form.field("founderName")} label="Founder Name" required autoComplete="name" maxLength={TEXT_LIMITS.personName} />
        <InputField field={form.field("email")} label="Email" type="email" required autoComplete="email" maxLength={TEXT_LIMITS.email} className="sm:col-span-2" />
        <SelectField field={form.field("industrySector")} label="Industry Sector" required options={INDUSTRY_SECTORS} placeholder="Select industry sector" />
        <SelectField field={form.field("stage")} label="Stage" required options={STAGES} placeholder="Select stage" />
      </div>
      <FieldFrame
        id={pitchDeckId}
        label={`Pitch Deck (PDF, PPT or PPTX, max ${PITCH_DECK_MAX_LABEL})`}
        hint="Optional, but it helps us review your application faster."
        error={pitchDeckError}
      >
        {(describedBy) => (
          <input
            key={fileInputKey}
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
      <TextAreaField
        field={form.field("motivation")}
        label="Why do you want to join the incubation programme?"
        required
        rows={5}
        maxLength={TEXT_LIMITS.longText}
        placeholder="The problem you solve, what you have built so far, and the help you need from a troupe."
      />
      <HoneypotField field={form.field("website")} />
      <DataNotice kind="incubation" />
    </LeadFormFrame>
  );
}

/** Spec §5: the heading, the text, and the Application ID with the way to use it. */
function IncubationSuccess({ applicationId }: { applicationId: string | undefined }) {
  return (
    <div className="space-y-1">
      <h3 className="text-lg font-semibold">{INCUBATION_SUCCESS_HEADING}</h3>
      <p>{INCUBATION_SUCCESS}</p>
      {applicationId && (
        <>
          <p>
            Application ID: <strong className="font-mono tracking-wide">{applicationId}</strong>
          </p>
          <p>
            Keep it to{" "}
            <Link to={applicationStatusPath(applicationId)} className="font-medium underline underline-offset-2">
              check your application status
            </Link>{" "}
            with the e-mail address you applied with; we have e-mailed it to you too.
          </p>
        </>
      )}
    </div>
  );
}
