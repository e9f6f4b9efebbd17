import { type ReplyClock, replyClockState } from "../../../contract/staff-inbox/reply-clock.ts";
import { Icon } from "~/components/icon";

/**
 * A lead's reply-time clock in words: time left, overdue (with an icon and
 * the word, not colour alone) or replied. Nothing for a lead without a clock.
 */
export function ReplyClockText({ clock, now, className = "" }: { clock: ReplyClock | null | undefined; now: Date; className?: string }) {
  if (!clock) return null;
  const state = replyClockState(clock, now);
  if (state.state === "overdue") {
    return (
      <span className={`inline-flex items-center gap-1 font-semibold text-rose-800 ${className}`}>
        <Icon name="circle-alert" className="size-3.5" />
        {state.text}
      </span>
    );
  }
  return <span className={`${state.state === "stopped" ? "text-slate-600" : "text-slate-800"} ${className}`}>{state.text}</span>;
}
