import type { LeadFormPostState } from "../../../contract/leads/form-post-state.ts";
import type { LeadKind } from "../../../contract/leads/lead-paths.ts";
import ContactForm from "./contact-form";

/** The props every lead form island takes; `initial` is a plain post that came back (contract/leads/form-post-state.ts). */
export type LeadFormIslandProps = { initial?: LeadFormPostState; context?: Readonly<Record<string, string>> };

/**
 * The form of one lead kind, for the page the server renders when a plain
 * post could not be stored: the posted values in the fields, the messages
 * beside them and the form's message above the submit button.
 */
export function LeadFormFor({ kind, ...props }: { kind: LeadKind } & LeadFormIslandProps) {
  switch (kind) {
    case "contact":
      return <ContactForm {...props} />;
    default:
      throw new Error(`The ${kind} form is not written yet (issue 21, forms).`);
  }
}
