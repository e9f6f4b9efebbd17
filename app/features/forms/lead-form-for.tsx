import type { LeadFormPostState } from "../../../contract/leads/form-post-state.ts";
import type { LeadKind } from "../../../contract/leads/lead-paths.ts";

/** The props every lead form island takes; `initial` is a plain post that came back (contract/leads/form-post-state.ts). */
export type LeadFormIslandProps = { initial?: LeadFormPostState; context?: Readonly<Record<string, string>> };

/**
 * The form of one lead kind, for the page the server renders when a plain
 * post could not be stored. Being written by the forms work of issue 21.
 */
export function LeadFormFor(_props: { kind: LeadKind } & LeadFormIslandProps): never {
  throw new Error("LeadFormFor is not written yet (issue 21, forms).");
}
