import { type ChecklistItemId, checklistItemIds } from "~/content/audience-types";

/** Which of the 8 readiness items are ticked. */
export type ChecklistState = Readonly<Record<ChecklistItemId, boolean>>;

/** All 8 items unticked: the start state (spec 2 §4). It is not saved. */
export const uncheckedChecklist: ChecklistState = Object.fromEntries(checklistItemIds.map((id) => [id, false])) as Record<ChecklistItemId, boolean>;

/** Ticking flips an item. */
export function toggleChecklistItem(state: ChecklistState, id: ChecklistItemId): ChecklistState {
  return { ...state, [id]: !state[id] };
}

export function tickedCount(state: ChecklistState): number {
  return checklistItemIds.filter((id) => state[id]).length;
}

/** Ticked items divided by 8, as a whole percent (12.5 rounds to 13). */
export function readinessPercent(state: ChecklistState): number {
  return Math.round((tickedCount(state) / checklistItemIds.length) * 100);
}
