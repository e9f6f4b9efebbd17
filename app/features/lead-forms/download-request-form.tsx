import { type DownloadRequestSubmission, downloadRequestSchema } from "../../../contract/leads/download-request-schema.ts";
import type { DownloadRequestItem } from "~/features/download-request/download-items";
import { downloadConfirmation } from "~/features/download-request/download-request";
import { DataNotice } from "./data-notice";
import { generalErrorText } from "./lead-error-text";
import { DialogCloseButton } from "./dialog-close-button";
import { Honeypot, TextInput } from "./fields";
import type { LeadFormIslandProps } from "./lead-form-for";
import { LeadFormFrame } from "./lead-form-frame";
import { parseFormValues } from "./parse-form-values";
import { SummaryFormTop } from "./summary-form-top";
import { SuccessPanel } from "./success-panel";
import { type Confirmation, confirmationOf, successPanelOf } from "./success-panels";
import { useLeadFormIsland } from "./use-lead-form-island";

/** What the form needs of its file: asked for by id, named in the confirmation. */
export type RequestedFile = Pick<DownloadRequestItem, "id" | "title">;

const LABELS = { email: "Email" } as const;

type DownloadRequestFormProps = LeadFormIslandProps & {
  item: RequestedFile;
  /** The form sits in the library's <dialog>: Cancel closes it. */
  inDialog?: boolean;
};

/** Spec 2 §3: a valid address, sent as a request for this file (its id a hidden field), which the team e-mails. */
export default function DownloadRequestForm({ initial, item, inDialog = false }: DownloadRequestFormProps) {
  const formId = `download-request-${item.id}`;
  const island = useLeadFormIsland<Confirmation, DownloadRequestSubmission>({
    kind: "download-request",
    formId,
    initial,
    fieldOrder: Object.keys(LABELS),
    check: (values) => parseFormValues(downloadRequestSchema, values),
    resultOf: (data, request) => confirmationOf("download-request", data, downloadConfirmation(item.title, request.email)),
    errorText: generalErrorText,
    hasSummary: true,
  });
  const { view, summaryRef } = island;
  const sent = view.status === "submitted";
  return (
    <LeadFormFrame
      kind="download-request"
      formId={formId}
      island={island}
      label="Download request"
      hidden={{ resourceId: item.id }}
      before={<SummaryFormTop formId={formId} view={view} labels={LABELS} summaryRef={summaryRef} intro={<p className="text-slate-700">We will e-mail you this file.</p>} />}
      success={
        sent ? (
          <SuccessPanel
            idPrefix={formId}
            content={successPanelOf("download-request", view.result?.reference)}
            message={<p>{view.result?.text}</p>}
            headingRef={island.successRef}
            footer={inDialog && <DialogCloseButton label="Close" />}
          />
        ) : undefined
      }
      submitLabel="Send Me the File"
      busyLabel="Sending..."
      afterSubmit={inDialog && <DialogCloseButton label="Cancel" />}
    >
      <TextInput name="email" label={LABELS.email} type="email" required autoComplete="email" initialFocus />
      <Honeypot />
      <DataNotice kind="download-request" />
    </LeadFormFrame>
  );
}
