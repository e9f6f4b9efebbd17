import { type ChecklistItemId, checklistItemIds } from "~/features/audience-hub/audience-options";

/** Which of the 8 readiness items are ticked. */
export type ChecklistState = Readonly<Record<ChecklistItemId, boolean>>;

/** All 8 items unticked: the start state (spec 2 §4). It is not saved. */
export const uncheckedChecklist: ChecklistState = checklistTicking([]);

/** The checklist with these items ticked and the others not; a name that is no item's id is left out. */
export function checklistTicking(tickedIds: Iterable<string>): ChecklistState {
  const ticked = new Set(tickedIds);
  return Object.fromEntries(checklistItemIds.map((id) => [id, ticked.has(id)])) as Record<ChecklistItemId, boolean>;
}

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
