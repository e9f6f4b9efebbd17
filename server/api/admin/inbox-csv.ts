import { leadKindLabel, leadFieldLabel } from "../../../contract/leads/lead-labels.ts";
import { LEAD_STATUS_LABELS } from "../../../contract/staff-inbox/lead-status.ts";
import { LEAD_ORIGIN_LABELS, LEAD_ORIGIN_PARTS, LEAD_VERIFICATION_LABELS } from "../../../contract/staff-inbox/lead-origin-labels.ts";
import type { ExportedLead } from "../../db/inbox-repository.ts";
import { UTF8_BOM, csvRow } from "./csv.ts";

export const CSV_COLUMNS = [
  "Reference",
  "Kind",
  "Status",
  "Submitted (IST)",
  "Name",
  "E-mail",
  "Organisation",
  "Message",
  "Other fields",
  "Pitch deck",
  "Spam check",
  ...LEAD_ORIGIN_PARTS.map((part) => LEAD_ORIGIN_LABELS[part]),
] as const;

/** Fields already in a column of their own. */
const SHOWN = new Set(["name", "founderName", "contactPerson", "fullName", "email", "organization", "organisation", "companyName", "organizationName", "company", "message", "motivation", "proposal"]);

/** "2026-03-14T09:05:00.000Z" → "2026-03-14 14:35" (India Standard Time). */
export function indiaDateTime(iso: string): string {
  const india = new Date(new Date(iso).getTime() + 330 * 60_000).toISOString();
  return `${india.slice(0, 10)} ${india.slice(11, 16)}`;
}

export function exportedRow(lead: ExportedLead): string[] {
  const others = Object.entries(lead.fields)
    .filter(([name]) => !SHOWN.has(name))
    .map(([name, value]) => `${leadFieldLabel(name, lead.kind)}: ${value}`)
    .join("\n");
  return [
    lead.reference,
    leadKindLabel(lead.kind),
    LEAD_STATUS_LABELS[lead.status],
    indiaDateTime(lead.submittedAt),
    lead.name,
    lead.email,
    lead.organisation,
    lead.message,
    others,
    lead.pitchDeckName ?? "",
    lead.verification ? LEAD_VERIFICATION_LABELS[lead.verification] : "",
    ...LEAD_ORIGIN_PARTS.map((part) => lead.origin?.[part] ?? ""),
  ];
}

/** The export as text chunks: the byte order mark and header, then one line per lead. */
export async function* inboxCsv(leads: AsyncIterable<ExportedLead>): AsyncGenerator<string> {
  yield UTF8_BOM + csvRow(CSV_COLUMNS);
  for await (const lead of leads) yield csvRow(exportedRow(lead));
}
