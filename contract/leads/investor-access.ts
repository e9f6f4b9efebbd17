import * as z from "zod/mini";
import { honeypot, requiredEmail, requiredLine, requiredText } from "./lead-fields.ts";
import { INVESTMENT_FOCUS_AREAS, type InvestmentFocusArea } from "./engagement-choices.ts";
import { TEXT_LIMITS } from "./lead-limits.ts";

export { INVESTMENT_FOCUS_AREAS, type InvestmentFocusArea };

/**
 * The pitch-deck access request (Investors & VCs page): name, email, company
 * or fund, role and message are required; investment focus is optional.
 * Submitting it opens the NDA; the request goes ahead only once it is accepted.
 */
export const investorAccessSchema = z.strictObject({
  name: requiredLine("Please enter your name.", TEXT_LIMITS.personName),
  email: requiredEmail(),
  company: requiredLine("Please enter your company or fund.", TEXT_LIMITS.organizationName),
  role: requiredLine("Please enter your role.", TEXT_LIMITS.role),
  investmentFocus: z.array(z.enum(INVESTMENT_FOCUS_AREAS, "Please choose focus areas from the list.")),
  message: requiredText("Please write your message.", TEXT_LIMITS.longText),
  website: honeypot(),
});

export const NDA_NOT_ACCEPTED = "Please accept the NDA to request pitch-deck access.";

/**
 * What the form's own NDA checkbox sends ("I have read and accept the NDA"),
 * which only a browser's plain post carries (no JavaScript, or not yet): a
 * post cannot stamp the browser's time, so the box says the NDA was accepted.
 */
export const NDA_ACCEPTED_IN_FORM = "accepted";

/**
 * When the NDA was accepted, stored in UTC: the moment the visitor pressed
 * Accept & Continue, as the browser's clock saw it (ISO 8601 with an offset,
 * sent by the island's dialog); or NDA_ACCEPTED_IN_FORM, the ticked box of a
 * plain post, which becomes the server's time as it checks the request
 * (the moment the post arrived). The lead's own time is the server's, so
 * staff see both.
 */
const ndaAcceptedAt = z.union(
  [
    z.pipe(
      z.iso.datetime({ offset: true }),
      z.transform((text) => new Date(text).toISOString()),
    ),
    z.pipe(
      z.literal(NDA_ACCEPTED_IN_FORM),
      z.transform(() => new Date().toISOString()),
    ),
  ],
  { error: NDA_NOT_ACCEPTED },
);

/** What the server takes: the form's fields once the NDA has been accepted. */
export const investorAccessSubmissionSchema = z.extend(investorAccessSchema, { ndaAcceptedAt });

export const INVESTOR_ACCESS_REQUIRED_FIELDS = ["name", "email", "company", "role", "message", "ndaAcceptedAt"] as const;

/** What the form holds. */
export type InvestorAccessRequest = z.input<typeof investorAccessSchema>;
/** A checked, trimmed request. */
export type InvestorAccess = z.output<typeof investorAccessSchema>;
/** What the form sends once Accept & Continue is pressed. */
export type InvestorAccessSubmission = z.input<typeof investorAccessSubmissionSchema>;
