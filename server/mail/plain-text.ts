/**
 * Submitted text as it goes into a plain-text e-mail: control characters
 * (but tab and line breaks) and the bidirectional overrides that can make a
 * line read differently from what it says are dropped, line breaks become \n.
 * The body is text/plain, so nothing in it is markup: a "<script>" arrives as
 * those characters.
 */
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g;

export function plainText(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(UNSAFE, "");
}

/** One header line: no line breaks, runs of white space as one space, at most `max` characters. */
export function headerText(text: string, max = 120): string {
  const line = plainText(text).replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** "Label: value", a value of several lines indented under its label. */
export function labelledValue(label: string, value: string): string {
  const text = plainText(value).trim();
  return text.includes("\n") ? `${label}:\n${text.replace(/^/gm, "    ")}` : `${label}: ${text}`;
}
