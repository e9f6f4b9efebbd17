import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import type { LeadDetailAnswer } from "../../../contract/staff-inbox/inbox-answers.ts";
import { personPagePath } from "../../../contract/staff-inbox/person.ts";
import { formatIndiaDateTime } from "../staff-inbox/inbox-format";
import { saveSpamMark } from "./person-api";

type Props = {
  lead: LeadDetailAnswer;
  /** The lead as it now stands, after a mark or an unmark. */
  onLeadChanged: (lead: LeadDetailAnswer) => void;
  /** The text to show for a failure, or undefined when the page has handled it (signed out). */
  onFailure: (error: unknown) => string | undefined;
};

type Step = "idle" | "confirming" | "saving";

export const SPAM_EFFECT_TEXT =
  "Marking it spam hides this lead from the inbox list, its count and its export, from overdue leads, the daily digest and the dashboard. Nothing is deleted, nobody is told, and nothing learns from it; “Not spam” brings it back as it was.";

/**
 * On a lead's page (issue 25): the banner of a lead marked spam, "This person:
 * N leads" with a link to the person page when the address has others, and
 * the spam control: "Mark as spam" asks once with what it does, "Not spam"
 * undoes it; the outcome is read out from an <output>.
 */
export function LeadPersonSection({ lead, onLeadChanged, onFailure }: Props) {
  const id = useId();
  const location = useLocation();
  const [step, setStep] = useState<Step>("idle");
  const [said, setSaid] = useState<{ text: string; failed: boolean }>({ text: "", failed: false });
  const confirmRef = useRef<HTMLButtonElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Which button takes the focus once the step's buttons are drawn (the one pressed is gone).
  const focusNext = useRef<"confirm" | "toggle" | null>(null);
  const count = lead.personLeadCount ?? 1;
  const spam = lead.spam ?? null;

  useEffect(() => {
    if (focusNext.current === null) return;
    (focusNext.current === "confirm" ? confirmRef : toggleRef).current?.focus();
    focusNext.current = null;
  });

  const save = async (next: boolean) => {
    setStep("saving");
    setSaid({ text: next ? "Marking it spam…" : "Bringing it back…", failed: false });
    try {
      const changed = await saveSpamMark(lead.reference, next);
      onLeadChanged(changed);
      setSaid({ text: next ? "Marked spam: hidden from the inbox." : "Not spam any more: back in the inbox.", failed: false });
      focusNext.current = "toggle";
    } catch (error) {
      const message = onFailure(error);
      setSaid({ text: message ?? "", failed: true });
    }
    setStep("idle");
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        Spam and this person
      </h2>
      {spam && (
        <p className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-950">
          Marked spam by {spam.by ?? "a former member of the team"} on {formatIndiaDateTime(spam.at)}. It is hidden from the inbox, overdue leads, the digest and the dashboard.
        </p>
      )}
      {count > 1 && (
        <p className="mt-3">
          This person: {count} leads.{" "}
          <Link to={personPagePath(lead.reference)} state={location.state} className="font-semibold text-brand-700 hover:underline">
            See all their leads and one timeline
          </Link>
        </p>
      )}
      <div className="mt-3 flex flex-col gap-3">
        {step === "confirming" ? (
          <div className="flex flex-col gap-3 rounded-xl border border-slate-300 p-4">
            <p id={`${id}-effect`}>{SPAM_EFFECT_TEXT}</p>
            <div className="flex flex-wrap gap-3">
              <button ref={confirmRef} type="button" className="btn btn-primary" aria-describedby={`${id}-effect`} onClick={() => void save(true)}>
                Yes, mark as spam
              </button>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => {
                  focusNext.current = "toggle";
                  setStep("idle");
                }}
              >
                Cancel
              </button>
            </div>
          </div>
        ) : (
          <div>
            <button
              ref={toggleRef}
              type="button"
              className="btn btn-secondary"
              disabled={step === "saving"}
              onClick={() => {
                if (spam) return void save(false);
                focusNext.current = "confirm";
                setStep("confirming");
              }}
            >
              {spam ? "Not spam" : "Mark as spam"}
            </button>
          </div>
        )}
        <output className={`block text-sm ${said.failed ? "text-rose-800" : "text-slate-700"}`}>{said.text}</output>
      </div>
    </section>
  );
}
