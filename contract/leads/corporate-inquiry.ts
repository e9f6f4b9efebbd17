import { z } from "zod";

/** Spec 2 §2: the interests a corporate visitor can pick (any number, or none). */
export const CORPORATE_INTERESTS = [
  "Digital Transformation",
  "Process Automation",
  "Supply Chain Optimization",
  "Customer Experience Enhancement",
  "Data Analytics & Insights",
  "Innovation Consulting",
] as const;

export type CorporateInterest = (typeof CORPORATE_INTERESTS)[number];

/** Upper bounds so a stored lead stays a sensible size; the spec sets none. */
export const CORPORATE_INQUIRY_LIMITS = { name: 120, email: 254, company: 160, role: 120, message: 4000 } as const;

const required = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(max, `Please keep your ${label} under ${max} characters.`);

/**
 * The corporate engagement inquiry (Industry & Corporate page): name, email,
 * company, role and message are required; interests are optional.
 */
export const corporateInquirySchema = z.object({
  name: required("name", CORPORATE_INQUIRY_LIMITS.name),
  email: z
    .string()
    .trim()
    .min(1, "Please enter your e-mail address.")
    .max(CORPORATE_INQUIRY_LIMITS.email, `Please keep your e-mail address under ${CORPORATE_INQUIRY_LIMITS.email} characters.`)
    .pipe(z.email("Please enter a valid e-mail address, like name@company.in.")),
  company: required("company", CORPORATE_INQUIRY_LIMITS.company),
  role: required("role", CORPORATE_INQUIRY_LIMITS.role),
  interests: z.array(z.enum(CORPORATE_INTERESTS, "Please choose interests from the list.")),
  message: z
    .string()
    .trim()
    .min(1, "Please write a short message.")
    .max(CORPORATE_INQUIRY_LIMITS.message, `Please keep your message under ${CORPORATE_INQUIRY_LIMITS.message} characters.`),
});

export type CorporateInquiry = z.infer<typeof corporateInquirySchema>;
