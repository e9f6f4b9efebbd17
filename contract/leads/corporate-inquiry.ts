import * as z from "zod/mini";
import { honeypot, requiredEmail, requiredLine, requiredText } from "./lead-fields.ts";
import { CORPORATE_INTERESTS, type CorporateInterest } from "./engagement-choices.ts";
import { TEXT_LIMITS } from "./lead-limits.ts";

export { CORPORATE_INTERESTS, type CorporateInterest };

/**
 * The corporate engagement inquiry (Industry & Corporate page): name, email,
 * company, role and message are required; interests are optional.
 */
export const corporateInquirySchema = z.strictObject({
  name: requiredLine("Please enter your name.", TEXT_LIMITS.personName),
  email: requiredEmail(),
  company: requiredLine("Please enter your company.", TEXT_LIMITS.organizationName),
  role: requiredLine("Please enter your role.", TEXT_LIMITS.role),
  interests: z.array(z.enum(CORPORATE_INTERESTS, "Please choose interests from the list.")),
  message: requiredText("Please write your message.", TEXT_LIMITS.longText),
  website: honeypot(),
});

export const CORPORATE_INQUIRY_REQUIRED_FIELDS = ["name", "email", "company", "role", "message"] as const;

/** What the form holds and sends. */
export type CorporateInquiryRequest = z.input<typeof corporateInquirySchema>;
/** A checked, trimmed inquiry. */
export type CorporateInquiry = z.output<typeof corporateInquirySchema>;
