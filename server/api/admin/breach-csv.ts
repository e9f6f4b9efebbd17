import { leadKindLabel } from "../../../contract/leads/lead-labels.ts";
import type { AffectedPerson } from "../../../contract/staff-inbox/breach-affected.ts";
import { UTF8_BOM, csvRow } from "./csv.ts";
import { indiaDateTime } from "./inbox-csv.ts";

export const BREACH_CSV_COLUMNS = ["E-mail", "Name", "References", "Kinds", "First submitted (IST)", "Last submitted (IST)"] as const;

/** One row per person, for a mail merge of the intimation (formula-looking cells defused by csvCell). */
export function breachCsv(people: readonly AffectedPerson[]): string {
  const rows = people.map((person) => {
    const times = person.leads.map((lead) => lead.submittedAt).sort();
    return csvRow([
      person.email,
      person.name,
      person.leads.map((lead) => lead.reference).join(" "),
      [...new Set(person.leads.map((lead) => leadKindLabel(lead.kind)))].join("; "),
      times[0] ? indiaDateTime(times[0]) : "",
      times.at(-1) ? indiaDateTime(times.at(-1) as string) : "",
    ]);
  });
  return UTF8_BOM + csvRow(BREACH_CSV_COLUMNS) + rows.join("");
}
