import { useEffect } from "react";
import type { ApplicationStatusQuery } from "../../../contract/leads/application-status.ts";
import { TEXT_LIMITS } from "../../../contract/leads/lead-limits.ts";
import { statusMeanings } from "~/content/application-status";
import { InputField } from "../lead-forms/form-fields";
import { LeadFormFrame } from "../lead-forms/lead-form-frame";
import { useLeadForm } from "../lead-forms/use-lead-form";
import { VISITOR_STATUS_LABELS } from "../../../contract/leads/application-status-page.ts";
import { applicationIdFrom } from "./application-id-from";

const initialValues: ApplicationStatusQuery = { applicationId: "", email: "" };

/** The status lookup: Application ID and e-mail address, answered with the status in the applicant's words; a link's Application ID (in `search`, the page's query) fills in the first. */
export function StatusLookupForm({ search }: { search: string }) {
  const { formRef, messageRef, ...form } = useLeadForm({
    formId: "application-status",
    initialValues,
    loadKit: () => import("./status-lookup-kit").then((kit) => kit.statusLookupKit),
  });
  const { prefill } = form;

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
