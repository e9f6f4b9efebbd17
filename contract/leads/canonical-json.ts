/**
 * A value as JSON text in one canonical form: object keys sorted at every
 * level, undefined members left out, arrays in their order. The browser
 * compares a form's attempts with it and the server hashes a request with
 * it, so two sends of the same values match whatever order their fields
 * were written in. `substitute` replaces a value before it is written (the
 * browser writes a chosen file as its name, type, size and date).
 */
export function canonicalJson(value: unknown, substitute: (value: unknown) => unknown = (same) => same): string {
  const written = substitute(value);
  if (Array.isArray(written)) return `[${written.map((item) => canonicalJson(item, substitute)).join(",")}]`;
  if (typeof written === "object" && written !== null) {
    const entries = Object.entries(written)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item, substitute)}`).join(",")}}`;
  }
  return JSON.stringify(written) ?? "null";
}
