/**
 * The name, organisation and message of a lead, whatever its form called
 * them: the inbox lists them, searches them and exports them. A form added
 * later is covered when its fields use one of these names.
 */

const NAME_FIELDS = ["name", "founderName", "contactPerson", "fullName"] as const;
const ORGANISATION_FIELDS = ["organization", "organisation", "companyName", "organizationName", "company"] as const;
const MESSAGE_FIELDS = ["message", "motivation", "proposal"] as const;

export type LeadSummary = { name: string; organisation: string; message: string };

type Fields = Readonly<Record<string, string | undefined>>;

function first(fields: Fields, names: readonly string[]): string {
  for (const name of names) {
    const value = fields[name];
    if (typeof value === "string" && value.trim() !== "") return value;
  }
  return "";
}

export function summarizeLead(fields: Fields): LeadSummary {
  return { name: first(fields, NAME_FIELDS), organisation: first(fields, ORGANISATION_FIELDS), message: first(fields, MESSAGE_FIELDS) };
}

/**
 * The text the inbox search looks in: name, e-mail, organisation and message,
 * lower-cased (so one LIKE works the same on SQLite and PostgreSQL) and kept
 * in the lead's `search_text` column.
 */
export function leadSearchText(email: string, fields: Fields): string {
  const { name, organisation, message } = summarizeLead(fields);
  return normalizeSearch([name, email, organisation, message].filter((part) => part !== "").join("\n"));
}

/** Lower case, Unicode NFC: how both the stored text and the searched words are compared. */
export function normalizeSearch(text: string): string {
  return text.normalize("NFC").toLowerCase();
}

/** A LIKE pattern that finds `words` anywhere, with the wildcards in them taken literally (escape '\'). */
export function containsPattern(words: string): string {
  return `%${normalizeSearch(words).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
