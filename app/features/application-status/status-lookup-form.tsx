import { useEffect } from "react";
import { useLocation } from "react-router";
import type { ApplicationStatusQuery } from "../../../contract/leads/application-status.ts";
import { TEXT_LIMITS } from "../../../contract/leads/lead-limits.ts";
import { statusMeanings } from "~/content/application-status";
import { InputField } from "../lead-forms/form-fields";
import { LeadFormFrame } from "../lead-forms/lead-form-frame";
import { useLeadForm } from "../lead-forms/use-lead-form";
import { APPLICATION_ID_PARAM, VISITOR_STATUS_LABELS } from "../../../contract/leads/application-status-page.ts";

const initialValues: ApplicationStatusQuery = { applicationId: "", email: "" };

/** An Application ID from a link (the success message, the confirmation e-mail), kept short and printable. */
function applicationIdFrom(search: string): string | undefined {
  const id = new URLSearchParams(search).get(APPLICATION_ID_PARAM)?.trim();
  return id && /^[\w-]{1,40}$/.test(id) ? id : undefined;
}

/** The status lookup: Application ID and e-mail address, answered with the status in the applicant's words. */
export function StatusLookupForm() {
  const { formRef, messageRef, ...form } = useLeadForm({
    formId: "application-status",
    initialValues,
    loadKit: () => import("./status-lookup-kit").then((kit) => kit.statusLookupKit),
  });
  const { prefill } = form;
  const { search } = useLocation();

  useEffect(() => {
    const id = applicationIdFrom(search);
    if (id) prefill("applicationId", id);
  }, [search, prefill]);

  const result = form.state.status === "submitted" ? form.state.result : undefined;

  return (
    <LeadFormFrame
      form={form}
      formRef={formRef}
      messageRef={messageRef}
      label="Application status lookup"
      success={
        result ? (
          <div className="space-y-1">
            <p>
              Application <strong className="font-mono tracking-wide">{result.applicationId}</strong>:{" "}
              <strong className="text-lg">{VISITOR_STATUS_LABELS[result.status]}</strong>
            </p>
            <p>{statusMeanings[result.status]}</p>
          </div>
        ) : undefined
      }
      submitLabel="Check Status"
      busyLabel="Checking..."
      noscript="Looking up a status needs JavaScript. You can also ask us by e-mail from the address you applied with."
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField field={form.field("applicationId")} label="Application ID" required autoComplete="off" maxLength={40} placeholder="INC-2026-7KQ3M9" />
        <InputField field={form.field("email")} label="Email" type="email" required autoComplete="email" maxLength={TEXT_LIMITS.email} />
      </div>
    </LeadFormFrame>
  );
}
