import type { LeadKind } from "../../../contract/leads/lead-paths.ts";
import { FormDataNotice } from "~/features/data-notice/form-data-notice";

/** The notice at the point of collection in every lead form (app/features/data-notice/form-data-notice.tsx). */
export function DataNotice({ kind }: { kind: LeadKind }) {
  return <FormDataNotice kind={kind} />;
}
