import { useId, useRef, useState } from "react";
import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import type { ChecklistCopy, ChecklistItem } from "~/features/audience-hub/audience-copy";
import { useInputBeforeHydration } from "~/lib/use-input-before-hydration";
import { progressText, readinessAdvice } from "./readiness-advice";
import { checklistTicking, readinessPercent, tickedCount, toggleChecklistItem, uncheckedChecklist } from "./readiness-progress";

/**
 * The Funding Readiness Checklist: 8 items, all unticked at start, with the
 * progress (ticked / 8, whole percent) as text and as a progress bar. Not saved.
 * Boxes ticked before the island hydrated count from the start.
 */
export function FundingChecklist({ items, copy }: { items: readonly ChecklistItem[]; copy: ChecklistCopy }) {
  const [state, setState] = useState(uncheckedChecklist);
  const percent = readinessPercent(state);
  const ticked = tickedCount(state);
  const advice = readinessAdvice(percent, copy.advice);
  const progress = progressText(copy.progress, ticked, items.length);
  const labelId = useId();
  const list = useRef<HTMLUListElement>(null);
  useInputBeforeHydration(list, (boxes) => {
    const tickedIds = [...boxes.querySelectorAll<HTMLInputElement>("input[type=checkbox]:checked")].map((box) => box.name);
    // The state starts with nothing ticked.
    if (tickedIds.length > 0) setState(checklistTicking(tickedIds));
  });
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <ul ref={list} className="grid gap-4 sm:grid-cols-2">
        {items.map((item) => {
          const checked = state[item.id];
          return (
            <li key={item.id} className={`rounded-2xl border p-5 transition-colors ${checked ? "border-emerald-500 bg-emerald-50" : "border-slate-200 bg-white"}`}>
              <label className="flex cursor-pointer items-start gap-3">
                <input
                  type="checkbox"
                  name={item.id}
                  checked={checked}
                  onChange={() => setState((s) => toggleChecklistItem(s, item.id))}
                  className="mt-1 size-5 shrink-0 accent-emerald-700"
                />
                <span>
                  <span className="block font-semibold text-slate-900">{item.title}</span>
                  <span className="mt-1 block text-sm text-slate-600">{item.description}</span>
                </span>
              </label>
              <div className="mt-3 pl-8">
                <p className="text-xs font-semibold tracking-wide text-slate-700 uppercase">{copy.tipsHeading}</p>
                <ul className="mt-1 list-disc space-y-1 pl-4 text-sm text-slate-600">
                  {item.tips.map((tip) => (
                    <li key={tip}>{tip}</li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
      <aside aria-label={copy.scoreLabel} className="h-fit rounded-2xl bg-slate-900 p-6 text-white lg:sticky lg:top-24">
        <p id={labelId} className="text-sm text-slate-300">
          {copy.scoreHeading}
        </p>
        <p className="mt-1 text-4xl font-bold" data-testid="readiness-percent">
          {percent}%
        </p>
        <p className="mt-1 text-sm text-slate-300">
          {progress}
        </p>
        {/* A styled bar; <progress> cannot be styled the same way in every browser. */}
        {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role */}
        <div role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%, ${progress}`}
          className="mt-4 h-3 overflow-hidden rounded-full bg-white/15"
        >
          <div className="h-full rounded-full bg-saffron-400 transition-[width] duration-300" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-4 text-sm text-slate-200">{advice.text}</p>
        {advice.action && (
          <Link to={advice.action.to} className="btn btn-light mt-4 w-full">
            <Icon name="rocket" className="size-4" />
            {advice.action.label}
          </Link>
        )}
      </aside>
    </div>
  );
}
