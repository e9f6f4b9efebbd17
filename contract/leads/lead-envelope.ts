import { CHALLENGE_FIELD } from "./lead-challenge.ts";
import { ORIGIN_FIELDS } from "./lead-origin.ts";

/**
 * The fields a lead form sends besides its own (the envelope): the spam
 * check's payload and where the visit came from. The forms' schemas never see
 * them; the server reads them apart (lead-challenge.ts, lead-origin.ts).
 */
const ENVELOPE_FIELDS: ReadonlySet<string> = new Set([CHALLENGE_FIELD, ...Object.values(ORIGIN_FIELDS)]);

export function isEnvelopeField(name: string): boolean {
  return ENVELOPE_FIELDS.has(name);
}

/** The request's fields without the envelope's, for the form's schema. */
export function withoutEnvelope<Value>(fields: Readonly<Record<string, Value>>): Record<string, Value> {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !ENVELOPE_FIELDS.has(name)));
}
