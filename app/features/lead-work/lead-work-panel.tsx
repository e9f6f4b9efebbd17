import { useEffect, useId, useState } from "react";
import { REPLY_SECTION_ID } from "../lead-triage/lead-triage-bar";
import type { LeadDetailAnswer } from "../../../contract/staff-inbox/inbox-answers.ts";
import type { LeadWorkAnswer } from "../../../contract/staff-inbox/lead-work.ts";
import { workingTimeText } from "../../../contract/staff-inbox/reply-clock.ts";
import { fetchLead } from "../staff-inbox/admin-api";
import { formatIndiaDateTime } from "../staff-inbox/inbox-format";
import { fetchLeadWork } from "./lead-work-api";
import { LeadReplies } from "./lead-replies";
import { OwnerForm } from "./owner-form";
import { ReplyClockText } from "./reply-clock-text";
import { ReplyForm } from "./reply-form";
import { useNow } from "./use-now";

type Props = {
  lead: LeadDetailAnswer;
  /** The lead as it now stands (after a reply, its e-mails list the new one). */
  onLeadChanged: (lead: LeadDetailAnswer) => void;
  /** The text to show for a failure, or undefined when the page has handled it (signed out). */
  onFailure: (error: unknown) => string | undefined;
};

type Loaded = { status: "loading" } | { status: "loaded"; work: LeadWorkAnswer } | { status: "failed"; message: string };

const STOPPED_BY = { reply: "the first reply", status: "the status moving on from New" } as const;

/**
 * Working the lead (issue 25): its owner, its reply-time clock, a reply to
 * the person and the replies sent so far. Read again when the lead's status
 * or e-mails change, since a status change stops the clock.
 */
export function LeadWorkPanel({ lead, onLeadChanged, onFailure }: Props) {
  const id = useId();
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const { reference, status } = lead;
  const messageCount = lead.messages.length;

  useEffect(() => {
    let current = true;
    fetchLeadWork(reference).then(
      (work) => current && setLoaded({ status: "loaded", work }),
      (error: unknown) => {
        const message = current ? onFailure(error) : undefined;
        if (current && message) setLoaded({ status: "failed", message });
      },
    );
    return () => {
      current = false;
    };
    // Read again when the status or the e-mails change: a status change or a reply stops the clock.
    // oxlint-disable-next-line react/exhaustive-effect-dependencies
  }, [reference, status, messageCount, onFailure]);

  const onWork = (work: LeadWorkAnswer) => setLoaded({ status: "loaded", work });
  const onSent = (work: LeadWorkAnswer) => {
    onWork(work);
    fetchLead(reference).then(onLeadChanged, (error: unknown) => onFailure(error));
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        Owner and reply
      </h2>
      {loaded.status === "loading" && <output className="mt-3 block">Loading the owner and replies…</output>}
      {loaded.status === "failed" && (
        <p role="alert" className="mt-3 rounded-xl border border-rose-200 bg-rose-50 p-4 text-rose-900">
          {loaded.message}
        </p>
      )}
      {loaded.status === "loaded" && (
        <div className="mt-3 grid gap-6 lg:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-4">
            <ClockSummary work={loaded.work} />
            <OwnerForm work={loaded.work} onSaved={onWork} onFailure={onFailure} />
            <div>
              <h3 className="text-lg font-semibold">Replies from the inbox</h3>
              <div className="mt-2">
                <LeadReplies replies={loaded.work.replies} />
              </div>
            </div>
          </div>
          <div id={REPLY_SECTION_ID} className="min-w-0">
            <h3 className="text-lg font-semibold wrap-anywhere">Reply to {loaded.work.email}</h3>
            <div className="mt-2">
              <ReplyForm key={loaded.work.reference} work={loaded.work} onSent={onSent} onFailure={onFailure} />
            </div>
          </div>
        </div>
      )}
    </section>
  );
}

/** The clock: due when, time left or overdue, or when and why it stopped. */
function ClockSummary({ work }: { work: LeadWorkAnswer }) {
  const now = useNow();
  const { clock } = work;
  if (!clock) return <p className="text-sm text-slate-700">A newsletter subscriber: no reply is due.</p>;
  const target = `${workingTimeText(clock.targetHours * 3600)} of working time (Monday to Friday, 09:30 to 18:00 IST)`;
  if (clock.stoppedAt) {
    return (
      <p className="text-sm">
        Reply-time clock stopped on {formatIndiaDateTime(clock.stoppedAt)} by {STOPPED_BY[clock.stoppedBy ?? "reply"]}. The target was {target}.
      </p>
    );
  }
  return (
    <p className="text-sm">
      Reply due by {formatIndiaDateTime(clock.dueAt)}: <ReplyClockText clock={clock} now={now} />. The target is {target}.
    </p>
  );
}
