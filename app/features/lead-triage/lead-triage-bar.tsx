import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { adminLeadPath } from "../../../contract/staff-inbox/inbox-paths.ts";
import type { LeadNeighboursAnswer } from "../../../contract/staff-inbox/triage.ts";
import { Icon } from "~/components/icon";
import { fetchNeighbours } from "./triage-api";
import { type TriageActions, TriageShortcuts } from "./triage-shortcuts";
import { type Step, queueStep, takeStep } from "./pending-step";

/** Where the reply is written and the "Assign to me" button (lead-work-panel.tsx, owner-form.tsx). */
export const REPLY_SECTION_ID = "reply";
export const ASSIGN_TO_ME_SHORTCUT = "assign-me";

type Props = {
  reference: string;
  /** The inbox list's query string the lead was opened from ("" for the whole inbox, newest first). */
  inboxSearch: string;
  onFailure: (error: unknown) => string | undefined;
};

/** Moves the cursor into the reply's first field (its section is on the page once the lead's work has loaded). */
function focusReply(): void {
  const field = document.querySelector<HTMLElement>(`#${REPLY_SECTION_ID} :is(input:not([type=hidden]), textarea, select)`);
  field?.focus();
}

function assignToMe(): void {
  document.querySelector<HTMLButtonElement>(`[data-shortcut="${ASSIGN_TO_ME_SHORTCUT}"]:not(:disabled)`)?.click();
}

/**
 * A lead's way on through the list it came from: Previous and Next lead (in
 * that list's filters and order, across its pages) and the page's keyboard
 * shortcuts (j next, k previous, e reply, a assign to me, ? the list).
 */
export function LeadTriageBar({ reference, inboxSearch, onFailure }: Props) {
  const navigate = useNavigate();
  const [neighbours, setNeighbours] = useState<LeadNeighboursAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Set once this page has moved on to another lead: later presses belong to that one (pending-step.ts).
  const leaving = useRef(false);

  useEffect(() => {
    let current = true;
    fetchNeighbours(reference, inboxSearch).then(
      (found) => {
        if (!current) return;
        setNeighbours(found);
        // A j or k pressed before they were known.
        const step = takeStep();
        const to = step ? found[step] : null;
        if (!to) return;
        leaving.current = true;
        void navigate(adminLeadPath(to), { state: { inboxSearch } });
      },
      (error: unknown) => {
        const text = current ? onFailure(error) : undefined;
        if (text) setProblem(text);
      },
    );
    return () => {
      current = false;
    };
  }, [reference, inboxSearch, onFailure, navigate]);

  const state = { inboxSearch };
  const go = (step: Step) => {
    if (!neighbours || leaving.current) {
      queueStep(step);
      return;
    }
    const to = neighbours[step];
    if (!to) return;
    leaving.current = true;
    void navigate(adminLeadPath(to), { state });
  };
  const actions: TriageActions = { reply: focusReply, assign: assignToMe, previous: () => go("previous"), next: () => go("next") };

  return (
    <nav aria-label="Other leads" className="flex flex-wrap items-center gap-x-4 gap-y-2">
      {neighbours?.previous && (
        <Link to={adminLeadPath(neighbours.previous)} state={state} aria-keyshortcuts="k" className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
          <Icon name="chevron-left" className="size-4" />
          Previous lead
        </Link>
      )}
      {neighbours?.next && (
        <Link to={adminLeadPath(neighbours.next)} state={state} aria-keyshortcuts="j" className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
          Next lead
          <Icon name="chevron-right" className="size-4" />
        </Link>
      )}
      {neighbours && !neighbours.previous && !neighbours.next && <span className="text-sm text-slate-700">The only lead in this list</span>}
      {problem && <span className="text-sm text-rose-800">Previous and next could not be found: {problem}</span>}
      <TriageShortcuts actions={actions} />
    </nav>
  );
}
