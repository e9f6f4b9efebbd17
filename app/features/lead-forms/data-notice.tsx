import type { LeadKind } from "../../../contract/leads/lead-paths.ts";
import { Link } from "~/components/link";
import { dataNotices, privacyContact } from "../../../contract/leads/data-notices.ts";

/**
 * The notice at the point of collection (DPDP Act 2023 s.5): what this form
 * collects, why, for how long, where the privacy policy is and how to have
 * the data erased.
 */
export function DataNotice({ kind }: { kind: LeadKind }) {
  const notice = dataNotices[kind];
  return (
    <p className="text-sm text-slate-600">
      <strong className="font-semibold text-slate-700">Your data: </strong>
      We collect {notice.collected} {notice.purpose}, and use them for nothing else. {notice.retention} Read our{" "}
      <Link to={privacyContact.policyPath} className="font-medium text-brand-700 underline underline-offset-2">
        Privacy Policy
      </Link>
      ; to see, correct or erase your data, write to{" "}
      <a href={`mailto:${privacyContact.email}`} className="font-medium text-brand-700 underline underline-offset-2">
        {privacyContact.email}
      </a>
      .
    </p>
  );
}
