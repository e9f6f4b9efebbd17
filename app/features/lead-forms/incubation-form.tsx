import { type ChangeEvent, useState } from "react";
import type { IncubationRequest } from "../../../contract/leads/incubation-schema.ts";
import { PITCH_DECK_ACCEPT, PITCH_DECK_MAX_LABEL, TEXT_LIMITS } from "../../../contract/leads/lead-limits.ts";
import { INCUBATION_SUCCESS, INCUBATION_SUCCESS_HEADING } from "../../../contract/leads/lead-messages.ts";
import { INDUSTRY_SECTORS, STAGES } from "../../../contract/leads/lead-options.ts";
import { Link } from "~/components/link";
import { APPLICATION_STATUS_PAGE } from "../../../contract/leads/application-status-page.ts";
import { DataNotice } from "./data-notice";
import { FieldFrame, InputField, SelectField, TextAreaField } from "./form-fields";
import { HoneypotField } from "./honeypot-field";
import { LeadFormFrame } from "./lead-form-frame";
import { pitchDeckProblem } from "./pitch-deck-file";
import type { IncubationResult } from "./submit-lead";
import { useLeadForm } from "./use-lead-form";

/** What the form holds: the text fields, and the chosen file itself. */
export type IncubationValues = Omit<IncubationRequest, "pitchDeck" | "pitchDeckName"> & { pitchDeck: File | null };

/** A checked application on its way: the text fields, and the file still to be read. */
export type IncubationSending = { text: Omit<IncubationValues, "pitchDeck">; pitchDeck: File | null };

/** The answer, with the status page's link for its Application ID. */
export type IncubationOutcome = IncubationResult & { statusPath?: string };

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

/** Spec §3–§5: the incubation application. */
export function IncubationForm() {
  const [fileInputKey, setFileInputKey] = useState(0);
  const { formRef, messageRef, ...form } = useLeadForm({
    formId: "incubation",
    initialValues,
    loadKit: () => import("./incubation-form-kit").then((kit) => kit.incubationFormKit),
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
      success={form.state.status === "submitted" ? <IncubationSuccess applicationId={result?.applicationId} statusPath={result?.statusPath} /> : undefined}
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
function IncubationSuccess({ applicationId, statusPath }: { applicationId: string | undefined; statusPath: string | undefined }) {
  return (
    <div className="space-y-1">
      <h3 className="text-lg font-semibold">{INCUBATION_SUCCESS_HEADING}</h3>
      <p>{INCUBATION_SUCCESS}</p>
      {applicationId && statusPath && (
        <>
          <p>
            Application ID: <strong className="font-mono tracking-wide">{applicationId}</strong>
          </p>
          <p>
            Keep it to{" "}
            <Link to={statusPath} className="font-medium underline underline-offset-2">
              check your application status
            </Link>{" "}
            with the e-mail address you applied with; we have e-mailed it to you too.
          </p>
        </>
      )}
    </div>
  );
}
