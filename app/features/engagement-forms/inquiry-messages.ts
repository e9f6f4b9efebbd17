import type { ContactRequest } from "../../../contract/leads/contact-schema.ts";
import type { CorporateInquiry } from "../../../contract/leads/corporate-inquiry.ts";
import type { InvestorAccess } from "../../../contract/leads/investor-access.ts";
import { requestMessage } from "../form-fields/deliver-as-contact";

/** The corporate engagement inquiry as the contact message staff receive. */
export function corporateInquiryAsContact(inquiry: CorporateInquiry): ContactRequest {
  const interests = inquiry.interests.length > 0 ? inquiry.interests.join(", ") : "none chosen";
  return {
    name: inquiry.name,
    email: inquiry.email,
    organization: inquiry.company,
    role: inquiry.role,
    message: requestMessage("Corporate engagement inquiry", [`Areas of interest: ${interests}`], inquiry.message),
  };
}

/** The pitch-deck access request, with the moment the NDA was accepted, as a contact message. */
export function investorAccessAsContact(request: InvestorAccess, ndaAcceptedAt: Date = new Date()): ContactRequest {
  const focus = request.investmentFocus.length > 0 ? request.investmentFocus.join(", ") : "none chosen";
  return {
    name: request.name,
    email: request.email,
    organization: request.company,
    role: request.role,
    message: requestMessage(
      "Investor pitch-deck access request",
      [`Investment focus: ${focus}`, `NDA accepted at ${ndaAcceptedAt.toISOString()}`],
      request.message,
    ),
  };
}
