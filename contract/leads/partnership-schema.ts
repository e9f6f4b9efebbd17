import * as z from "zod/mini";
import { honeypot, requiredChoice, requiredEmail, requiredLine, requiredText } from "./lead-fields.ts";
import { TEXT_LIMITS } from "./lead-limits.ts";
import { COMPANY_SIZES, INDUSTRIES, PARTNERSHIP_TYPES } from "./lead-options.ts";

export const PHONE_INVALID = "Please enter a valid phone number, such as +91 98765 43210.";

/** Digits with the usual separators, an optional leading +, and 7 to 15 digits (E.164). */
export function isPhoneNumber(text: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 15;
}

/** Spec §3/§5: all eight fields are required. */
export const partnershipSchema = z.strictObject({
  organizationName: requiredLine("Please enter your organization's name.", TEXT_LIMITS.organizationName),
  contactPerson: requiredLine("Please enter the contact person's name.", TEXT_LIMITS.personName),
  email: requiredEmail(),
  phone: requiredLine("Please enter a phone number.", TEXT_LIMITS.phone).check(z.refine(isPhoneNumber, PHONE_INVALID)),
  partnershipType: requiredChoice(PARTNERSHIP_TYPES, "Please choose a partnership type."),
  industry: requiredChoice(INDUSTRIES, "Please choose an industry."),
  companySize: requiredChoice(COMPANY_SIZES, "Please choose a company size."),
  proposal: requiredText("Please describe your partnership proposal.", TEXT_LIMITS.longText),
  website: honeypot(),
});

export const PARTNERSHIP_REQUIRED_FIELDS = [
  "organizationName",
  "contactPerson",
  "email",
  "phone",
  "partnershipType",
  "industry",
  "companySize",
  "proposal",
] as const;

export type PartnershipRequest = z.input<typeof partnershipSchema>;
export type PartnershipSubmission = z.output<typeof partnershipSchema>;
