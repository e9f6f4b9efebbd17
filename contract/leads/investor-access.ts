import { z } from "zod";

/** Spec 2 §2: the investment focus areas an investor can pick (any number, or none). */
export const INVESTMENT_FOCUS_AREAS = [
  "FinTech",
  "HealthTech",
  "Enterprise SaaS",
  "Deep Tech",
  "Sustainability",
  "Consumer Tech",
] as const;

export type InvestmentFocusArea = (typeof INVESTMENT_FOCUS_AREAS)[number];

/** Upper bounds so a stored lead stays a sensible size; the spec sets none. */
export const INVESTOR_ACCESS_LIMITS = { name: 120, email: 254, company: 160, role: 120, message: 4000 } as const;

const required = (missing: string, label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, missing)
    .max(max, `Please keep your ${label} under ${max} characters.`);

/**
 * The pitch-deck access request (Investors & VCs page): name, email, company
 * or fund, role and message are required; investment focus is optional.
 * Submitting it opens the NDA; the request goes ahead only once it is accepted.
 */
export const investorAccessSchema = z.object({
  name: required("Please enter your name.", "name", INVESTOR_ACCESS_LIMITS.name),
  email: z
    .string()
    .trim()
    .min(1, "Please enter your e-mail address.")
    .max(INVESTOR_ACCESS_LIMITS.email, `Please keep your e-mail address under ${INVESTOR_ACCESS_LIMITS.email} characters.`)
    .pipe(z.email("Please enter a valid e-mail address, like name@fund.in.")),
  company: required("Please enter your company or fund.", "company or fund", INVESTOR_ACCESS_LIMITS.company),
  role: required("Please enter your role.", "role", INVESTOR_ACCESS_LIMITS.role),
  investmentFocus: z.array(z.enum(INVESTMENT_FOCUS_AREAS, "Please choose focus areas from the list.")),
  message: required("Please write a short message.", "message", INVESTOR_ACCESS_LIMITS.message),
});

export type InvestorAccessRequest = z.infer<typeof investorAccessSchema>;
