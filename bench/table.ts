// Formatting of the benchmark's figures: units, an aligned plain-text table
// for the terminal and a Markdown table for bench/RESULTS.md.

export type Cell = string | number;
export type Table = { title?: string; headers: readonly string[]; rows: readonly (readonly Cell[])[] };

const MISSING = "–";

const isMissing = (n: number | undefined): n is undefined => n === undefined || !Number.isFinite(n);

/** Bytes as KiB with one decimal: 1536 → "1.5 KiB". */
export function kib(bytes: number | undefined): string {
  return isMissing(bytes) ? MISSING : `${(bytes / 1024).toFixed(1)} KiB`;
}

/** Bytes as (decimal) megabytes with one decimal: 150_000_000 → "150.0 MB". */
export function mb(bytes: number | undefined): string {
  return isMissing(bytes) ? MISSING : `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** Milliseconds, rounded: 1234.5 → "1235 ms"; below 10 ms with one decimal. */
export function ms(value: number | undefined): string {
  if (isMissing(value)) return MISSING;
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
}

/** A ratio as a percentage: 0.5 → "50%". */
export function percent(value: number | undefined): string {
  return isMissing(value) ? MISSING : `${Math.round(value * 100)}%`;
}

/** A ratio as a factor: 1.034 → "1.03×". */
export function times(value: number | undefined): string {
  return isMissing(value) ? MISSING : `${value.toFixed(2)}×`;
}

/** A number with a fixed count of decimals, or the missing mark. */
export function fixed(value: number | undefined, decimals = 0): string {
  return isMissing(value) ? MISSING : value.toFixed(decimals);
}

/** A Lighthouse score (0–1) as 0–100. */
export function score(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? MISSING : String(Math.round(value * 100));
}

const text = (cell: Cell) => (typeof cell === "number" ? String(cell) : cell);
/** Figures (numbers and cells that start with one) align right; words align left. */
const alignsRight = (cell: Cell) => typeof cell === "number" || /^[-+]?\d/.test(cell) || cell === MISSING;

/** An aligned plain-text table, columns separated by two spaces, a rule under the headers. */
export function formatTable({ title, headers, rows }: Table): string {
  const widths = headers.map((header, col) => Math.max(header.length, ...rows.map((row) => text(row[col] ?? "").length)));
  const line = (cells: readonly Cell[], header = false) =>
    widths
      .map((width, col) => {
        const cell = cells[col] ?? "";
        const value = text(cell);
        return !header && col > 0 && alignsRight(cell) ? value.padStart(width) : value.padEnd(width);
      })
      .join("  ")
      .trimEnd();
  const lines = [line(headers, true), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map((row) => line(row))];
  return title ? [title, ...lines].join("\n") : lines.join("\n");
}

/** A GitHub-flavoured Markdown table; pipes inside cells are escaped. */
export function markdownTable({ headers, rows }: Table): string {
  const escape = (cell: Cell) => text(cell).replaceAll("|", "\\|");
  const align = headers.map((_, col) => (col > 0 && rows.length > 0 && rows.every((row) => alignsRight(row[col] ?? "")) ? "---:" : "---"));
  return [
    `| ${headers.map(escape).join(" | ")} |`,
    `| ${align.join(" | ")} |`,
    ...rows.map((row) => `| ${headers.map((_, col) => escape(row[col] ?? "")).join(" | ")} |`),
  ].join("\n");
}
