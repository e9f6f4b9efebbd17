import type { LeadKind } from "../../../contract/leads/lead-paths.ts";
import { LEAD_SUCCESS_TEXTS } from "../../../contract/leads/success-texts.ts";
import { type SuccessPanelContent, successPanelOf } from "~/features/lead-forms/success-panels";
import { type FormHomePage, formPageOf } from "./form-home-pages.ts";

/** What the thanks page of a plain post shows: the same panel as the form's island shows in place. */
export type ThanksContent = {
  /** Heading, reference (only when it has the form's reference shape: never a text from the URL as it came), reply time, two ways on. */
  panel: SuccessPanelContent;
  /** The spec's success text of the form (§8; the content pages' own confirmations). */
  message: string;
  back: FormHomePage;
};

/** The thanks page of one form, with the reference the server put in its address (thanksPath) if it is one, and the way back to the page it was sent from. */
export function thanksContent(kind: LeadKind, reference: string | null | undefined, from?: string | null): ThanksContent {
  return { panel: successPanelOf(kind, reference), message: LEAD_SUCCESS_TEXTS[kind], back: formPageOf(kind, from).page };
}
