/** The calendar day in India (UTC+05:30 all year) at `moment`, written YYYY-MM-DD as content writes its dates. */
export function indianDay(moment: Date): string {
  return new Date(moment.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}
