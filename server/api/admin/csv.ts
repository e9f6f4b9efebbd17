/**
 * CSV for spreadsheets (RFC 4180, CRLF lines, UTF-8 with a byte order mark so
 * Excel reads Indian names right). A cell that starts like a formula (= + - @,
 * or a tab or carriage return that some programs skip) gets a leading
 * apostrophe, so opening the export never runs what a visitor typed.
 */

export const UTF8_BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvRow(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
