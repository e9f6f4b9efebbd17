import { NDA_ACCEPTED_IN_FORM } from "../../../contract/leads/investor-access.ts";
import { NDA_DESCRIPTION, NDA_TITLE, NdaTerms } from "~/features/engagement-forms/nda-terms";
import { useTextField } from "./lead-form-fields-context";

/** The field the NDA's acceptance is sent in (contract/leads/investor-access.ts). */
export const NDA_FIELD = "ndaAcceptedAt";
export const NDA_CHECKBOX_LABEL = "I have read and accept the NDA";

/**
 * The investor form's NDA where there is no script to open its dialog: the
 * terms, readable in place (a <details>), and a required box that sends
 * NDA_ACCEPTED_IN_FORM with the browser's own post. A refused post ticks it
 * again as it came, and shows its message beside it.
 */
export function NdaAcceptanceField() {
  const field = useTextField(NDA_FIELD);
  const errorId = `${field.id}-error`;
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <details className="text-sm text-slate-700">
        <summary className="cursor-pointer font-medium text-slate-800">Read the {NDA_TITLE}</summary>
        <div className="mt-3 space-y-2">
          <p>{NDA_DESCRIPTION}</p>
          <NdaTerms />
        </div>
      </details>
      <label htmlFor={field.id} className="flex items-start gap-2 text-sm font-medium text-slate-800">
        <input
          id={field.id}
          type="checkbox"
          name={NDA_FIELD}
          value={NDA_ACCEPTED_IN_FORM}
          required
          defaultChecked={field.defaultValue === NDA_ACCEPTED_IN_FORM}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.error ? errorId : undefined}
          className="mt-0.5 size-4 accent-brand-700"
        />
        <span>
          {NDA_CHECKBOX_LABEL}
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        </span>
      </label>
      {field.error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {field.error}
        </p>
      )}
    </div>
  );
}
