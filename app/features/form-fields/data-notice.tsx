import { Link } from "~/components/link";

/** What happens to the details, said where they are collected (DPDP Act 2023 s.5). */
export function DataNotice({ purpose }: { purpose: string }) {
  return (
    <p className="text-xs text-slate-600">
      We use the details you enter here only {purpose}. Our{" "}
      <Link to="/legal/privacy-policy" className="font-medium text-brand-700 underline">
        Privacy Policy
      </Link>{" "}
      says how long we keep them and how to have them corrected or erased.
    </p>
  );
}
