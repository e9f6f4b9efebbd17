import type { CorporateInquiry } from "../../../contract/leads/corporate-inquiry.ts";
import type { InvestorAccess } from "../../../contract/leads/investor-access.ts";

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** What the corporate engagement form says once an inquiry is complete. */
export function corporateInquiryConfirmation(inquiry: Pick<CorporateInquiry, "name" | "company" | "interests">): string {
  const topics = inquiry.interests.length > 0 ? ` about ${joinList(inquiry.interests)}` : "";
  return `Thank you, ${firstName(inquiry.name)}. Your inquiry for ${inquiry.company}${topics} has reached our corporate partnerships team, and we will reply within 24 hours.`;
}

/** What the investor form says once the NDA is accepted and the request is complete. */
export function investorAccessConfirmation(request: Pick<InvestorAccess, "name" | "company" | "email">): string {
  return `Thank you, ${firstName(request.name)}. You have accepted the NDA, and the pitch-deck access request for ${request.company} is with our investor relations team. Data-room access will reach ${request.email} within 24 hours.`;
}
