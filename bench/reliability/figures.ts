// Number formats the reliability reports share.

/** 18342 → "18 342". */
export function grouped(n: number): string {
  return Number.isFinite(n) ? Math.round(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, " ") : "–";
}

/** 9222 → "9.2 s". */
export const seconds = (msValue: number) => (Number.isFinite(msValue) ? `${(msValue / 1000).toFixed(1)} s` : "–");

/** { "201": 3050, "503": 12 } → "201: 3 050, 503: 12". */
export function statusText(counts: Record<string, number>): string {
  return Object.entries(counts)
    .map(([status, count]) => `${status}: ${grouped(count)}`)
    .join(", ");
}
