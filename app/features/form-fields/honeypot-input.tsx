import { HONEYPOT_FIELD } from "../../../contract/leads/lead-fields.ts";
import { HoneypotField } from "../lead-forms/honeypot-field";

/** The main forms' honeypot for the content pages' forms: bots fill it, people never see it. */
export function HoneypotInput({ id, value, onChange }: { id: string; value: string | null | undefined; onChange: (value: string) => void }) {
  return <HoneypotField field={{ id, name: HONEYPOT_FIELD, value: value ?? "", onChange: (event) => onChange(event.target.value) }} />;
}
