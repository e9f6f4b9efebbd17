import * as z from "zod/mini";
import { honeypot, requiredEmail, requiredText } from "../leads/lead-fields.ts";

/**
 * The public page's form (/legal/your-data): an e-mail address, and the
 * honeypot every public form carries. The server answers every valid address
 * alike and sends the signed link only to an address it holds data for.
 */
export const yourDataLinkRequestSchema = z.strictObject({
  email: requiredEmail(),
  website: honeypot(),
});

export const YOUR_DATA_REQUIRED_FIELDS = ["email"] as const;

export type YourDataLinkRequestInput = z.input<typeof yourDataLinkRequestSchema>;

/** A corrected value is at most this long (the longest lead field, a message, is 5000). */
export const CORRECTION_VALUE_MAX = 5000;
/** A staff member's reason for declining, which the person is sent. */
export const DECLINE_REASON_MAX = 1000;

export const CORRECTION_VALUE_MISSING = "Please type the value as it should read.";
export const CORRECTION_TARGET_MISSING = "Please choose what to correct.";

/**
 * The link page's correction form: which field of which lead ("REF:field",
 * one choice of a list the page made from the person's own leads) and the
 * value as it should read. The server checks the choice names a lead of the
 * link's address and a field that lead has.
 */
export const correctionRequestSchema = z.strictObject({
  token: z.string().check(z.minLength(1), z.maxLength(1000)),
  target: z.string().check(z.minLength(1, CORRECTION_TARGET_MISSING), z.maxLength(200), z.regex(/^[A-Z]{3}-\d{4}-[0-9A-Z]{6}:[A-Za-z][A-Za-z0-9]{0,59}$/, CORRECTION_TARGET_MISSING)),
  value: requiredText(CORRECTION_VALUE_MISSING, CORRECTION_VALUE_MAX),
});

/** A staff member's decline: the reason, which the person reads in the mail. */
export const declineSchema = z.strictObject({
  reason: requiredText("Please give the reason the person will read.", DECLINE_REASON_MAX),
});

/** The "lead:field" choice of the correction form. */
export function correctionTarget(reference: string, field: string): string {
  return `${reference}:${field}`;
}

export function parseCorrectionTarget(target: string): { reference: string; field: string } {
  const at = target.indexOf(":");
  return { reference: target.slice(0, at), field: target.slice(at + 1) };
}

/** Fields a correction cannot change: the address is who the person is (a new form under the new address does it), the newsletter's state is theirs to change by its links. */
export const UNCORRECTABLE_FIELDS: ReadonlySet<string> = new Set(["email", "subscription", "ndaAcceptedAt"]);
