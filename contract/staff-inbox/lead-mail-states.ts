/**
 * A lead's e-mails as the staff inbox shows them: who each is for, and
 * where it stands in the outbox (queued until the worker sends it; failed
 * once its last try failed, when staff can send it again).
 */

export const LEAD_MAIL_STATES = ["queued", "sending", "sent", "failed"] as const;
export type LeadMailState = (typeof LEAD_MAIL_STATES)[number];

export type LeadMailRecipient = "team" | "visitor";

export const LEAD_MAIL_STATE_LABELS: Readonly<Record<LeadMailState, string>> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
};

export const LEAD_MAIL_RECIPIENT_LABELS: Readonly<Record<LeadMailRecipient, string>> = {
  team: "Team inbox (notification)",
  // The confirmation, a reply from the inbox, a retention notice, a data-rights mail: the subject says which.
  visitor: "The visitor",
};
