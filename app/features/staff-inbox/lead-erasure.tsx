import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ADMIN_PATH } from "../../../contract/staff-inbox/inbox-paths.ts";
import { eraseLead } from "./admin-api";
import type { InboxNotice } from "./inbox-page";
import { useStaffRole } from "./staff-session";

type Props = { reference: string; onFailure: (error: unknown) => string | undefined };

/**
 * Erasure on request (DPDP Act 2023 s.12): a first button asks, a second
 * erases. The lead, its pitch deck, notes and history go; the audit log
 * keeps only that it was erased, by whom and when.
 */
export function LeadErasure(props: Props) {
  // Only admins erase (decision 0019): staff do not see the section, and the server refuses them anyway.
  return useStaffRole() === "admin" ? <LeadErasureSection {...props} /> : null;
}

function LeadErasureSection({ reference, onFailure }: Props) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [erasing, setErasing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const onErase = async () => {
    setErasing(true);
    setProblem(null);
    try {
      await eraseLead(reference);
      const state: InboxNotice = { notice: `Lead ${reference} was erased: its details, pitch deck and notes are gone.` };
      navigate(ADMIN_PATH, { replace: true, state });
    } catch (error) {
      const text = onFailure(error);
      if (text) setProblem(text);
      setErasing(false);
    }
  };

  return (
    <section aria-labelledby="erase-heading" className="mt-6 rounded-2xl border border-rose-200 bg-white p-5 shadow-sm">
      <h2 id="erase-heading" className="text-xl font-bold text-rose-900">
        Erase this lead
      </h2>
      <p className="mt-2 text-slate-700">
        When the person asks us to erase their data (DPDP Act 2023, section 12), erase the lead here. Its details, pitch deck, notes, history and e-mails
        are deleted for good; the audit log keeps only the reference, who erased it and when.
      </p>
      {confirming ? (
        <fieldset className="mt-4 flex flex-wrap items-center gap-3">
          <legend className="sr-only">Confirm the erasure</legend>
          <button ref={confirmRef} type="button" onClick={onErase} disabled={erasing} className="btn bg-rose-700 text-white hover:bg-rose-800">
            {erasing ? "Erasing…" : `Erase ${reference} permanently`}
          </button>
          <button type="button" onClick={() => setConfirming(false)} disabled={erasing} className="btn btn-secondary">
            Cancel
          </button>
        </fieldset>
      ) : (
        <button type="button" onClick={() => setConfirming(true)} className="btn mt-4 border border-rose-700 bg-white text-rose-800 hover:bg-rose-50">
          Erase lead…
        </button>
      )}
      {problem && (
        <p role="alert" className="mt-3 text-sm text-rose-800">
          {problem}
        </p>
      )}
    </section>
  );
}
