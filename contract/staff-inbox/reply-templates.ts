import type { StoredLeadKind } from "../leads/lead-paths.ts";

/**
 * The reply a staff member starts from on a lead's page (issue 25): one per
 * kind, with the person's name and the lead's reference filled in, edited
 * before it is sent. Plain text; the subject carries the reference so the
 * person's answer can be matched to the lead.
 */

export const REPLY_SUBJECT_MAX_LENGTH = 150;
export const REPLY_BODY_MAX_LENGTH = 5000;

export type ReplyDraft = { template: StoredLeadKind; subject: string; body: string };

type Template = { subject: (reference: string) => string; opening: string; ask: string };

const TEMPLATES: Readonly<Record<StoredLeadKind, Template>> = {
  contact: {
    subject: (reference) => `Your message to Ankur (${reference})`,
    opening: "Thank you for writing to us at Ankur.",
    ask: "[Your answer here.]\n\nIf a short call would help, reply with two or three times that suit you this week and we will set it up.",
  },
  incubation: {
    subject: (reference) => `Your application to the Ankur incubator (${reference})`,
    opening: "Thank you for applying to the Ankur incubation programme. We have read your application.",
    ask: "[Next step: an invitation to a 30-minute call with a troupe lead, or what we need from you first.]\n\nPlease reply to this e-mail with any questions; keep the application ID above in the subject.",
  },
  partnership: {
    subject: (reference) => `Partnering with Ankur (${reference})`,
    opening: "Thank you for your interest in partnering with Ankur.",
    ask: "[Your answer here.]\n\nIf you would like to talk it through, reply with a few times that suit you and we will send an invitation.",
  },
  "corporate-inquiry": {
    subject: (reference) => `Your inquiry to Ankur's corporate partnerships team (${reference})`,
    opening: "Thank you for your inquiry about working with Ankur and our start-ups.",
    ask: "[Your answer here.]\n\nWe would be glad to set up a call with our corporate partnerships team; reply with times that suit you.",
  },
  "investor-access": {
    subject: (reference) => `Your investor access request (${reference})`,
    opening: "Thank you for your request for access to our start-ups' data room.",
    ask: "[Access details, or what we need from you first.]",
  },
  "event-registration": {
    subject: (reference) => `Your event registration with Ankur (${reference})`,
    opening: "Thank you for registering for our event.",
    ask: "[Your answer here.]",
  },
  "download-request": {
    subject: (reference) => `The file you asked for (${reference})`,
    opening: "Thank you for your interest in Ankur's resources.",
    ask: "[The file or its link.]",
  },
  newsletter: {
    subject: (reference) => `Your Ankur newsletter subscription (${reference})`,
    opening: "Thank you for subscribing to the Ankur newsletter.",
    ask: "[Your answer here.]",
  },
};

/** The first name to greet someone by: the first word of their name, or none. */
function greetingName(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? "";
  return first.length > 0 && first.length <= 60 ? first : "";
}

/** The template of a lead's kind, filled in for this person and reference. */
export function replyDraft(kind: StoredLeadKind, name: string, reference: string): ReplyDraft {
  const template = TEMPLATES[kind];
  const who = greetingName(name);
  const body = [
    who ? `Dear ${who},` : "Hello,",
    template.opening,
    template.ask,
    `Your reference: ${reference}`,
    "Warm regards,\nThe Ankur team",
  ].join("\n\n");
  return { template: kind, subject: template.subject(reference), body };
}

/** A mailto: link for those who prefer their own mail program: the person's address and the subject with the reference. */
export function replyMailtoHref(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`;
}

/** The templates' bracketed blanks ("[Your answer here.]"), which the author fills in before sending. */
const BLANKS: readonly string[] = [...new Set(Object.values(TEMPLATES).flatMap((template) => template.ask.match(/\[[^\]\n]+\]/g) ?? []))];

/** The first of the templates' blanks a reply still holds, if it does: sent as it is, it would tell the person nothing. */
export function unfilledBlank(body: string): string | undefined {
  return BLANKS.find((blank) => body.includes(blank));
}

export function isReplyTemplate(name: unknown): name is StoredLeadKind {
  return typeof name === "string" && Object.hasOwn(TEMPLATES, name);
}
