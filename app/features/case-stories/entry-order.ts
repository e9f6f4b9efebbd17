/** Entries by their `order` field, ascending, then by id (two with the same order keep a fixed place). */
export function inOrder<Entry extends { id: string; data: { order: number } }>(entries: readonly Entry[]): Entry[] {
  return entries.toSorted((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id));
}
