/** The JSON object a request sent, or undefined when it sent something else. */
export function bodyObject(body: unknown): Record<string, unknown> | undefined {
  return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
}

/** A string field, trimmed, or undefined when absent, blank or not a string. */
export function textField(body: Record<string, unknown> | undefined, name: string): string | undefined {
  const value = body?.[name];
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}
