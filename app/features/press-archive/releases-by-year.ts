type Dated = { date: string };

/** Newest first by ISO date; items of the same day keep their order. */
export function newestFirst<Item extends Dated>(items: readonly Item[]): Item[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date));
}

export type YearGroup<Item> = { year: string; items: Item[] };

/** Items grouped by the year of their ISO date, newest year and newest item first. */
export function groupByYear<Item extends Dated>(items: readonly Item[]): YearGroup<Item>[] {
  const groups: YearGroup<Item>[] = [];
  for (const item of newestFirst(items)) {
    const year = item.date.slice(0, 4);
    const last = groups.at(-1);
    if (last?.year === year) last.items.push(item);
    else groups.push({ year, items: [item] });
  }
  return groups;
}
