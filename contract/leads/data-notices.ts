// What every form says about the personal data it asks for (DPDP Rules 2025,
// Rule 3): each item, why we ask for it, how long we keep it, and where to
// withdraw consent, exercise one's rights and complain to the Board. The short
// notice beside each form (app/features/data-notice/) and the full notice on
// the privacy page (app/content/legal/privacy-policy.md's {{form-notices}})
// are both drawn from this one table; app/features/lead-forms/data-notices.test.ts
// checks it against every form's fields and the retention constants.
import { YOUR_DATA_PATH } from "../data-rights/data-rights-paths.ts";
import { AUDIT_LOG_RETENTION_MONTHS, DEFAULT_LEAD_RETENTION_MONTHS, ERASURE_NOTICE_HOURS } from "./data-retention.ts";
import { ORIGIN_FIELDS } from "./lead-origin.ts";
import type { StoredLeadKind } from "./lead-paths.ts";

/** The forms that carry a notice: the seven lead forms and the newsletter's sign-up. */
export type NoticeFormKind = StoredLeadKind;

/** One item of personal data a form asks for, and why. */
export type PersonalDataItem = {
  /** What it is, inside a sentence: "e-mail address" ("We ask for your e-mail address"). */
  item: string;
  /** Why we ask for it, starting "to ...". */
  purpose: string;
  /** The form's fields that carry it (the contract's names); empty for what the form's page adds itself. */
  fields: readonly string[];
  /** The visitor may leave it out. */
  optional?: true;
};

/** One form's notice: its name, what the whole form is for, and its items. */
export type FormDataNotice = {
  /** The form as a heading names it (the staff inbox's name for its leads). */
  formName: string;
  /** Why the form exists, starting "to ...". */
  purpose: string;
  items: readonly PersonalDataItem[];
  /** What is kept for as long as it is in use, before the one retention rule applies (a confirmed subscription). */
  keptWhileInUse?: string;
};

/** Where visitors write about their data (the privacy policy names the same address). */
export const privacyContact = {
  email: "privacy@ankur-ecosystem.in",
  policyPath: "/legal/privacy-policy",
} as const;

const emailTo = (why: string): PersonalDataItem => ({ item: "e-mail address", purpose: why, fields: ["email"] });

/** Each form's items, in the form's order. */
export const formDataNotices: Readonly<Record<NoticeFormKind, FormDataNotice>> = {
  contact: {
    formName: "Contact form",
    purpose: "to answer your message and follow up on it",
    items: [
      { item: "name", purpose: "to address you by name in our reply", fields: ["name"] },
      emailTo("to reply to you and send you the confirmation with your reference"),
      { item: "organisation", purpose: "to understand who you write for", fields: ["organization"], optional: true },
      { item: "role", purpose: "to pass your message to the right person in our team", fields: ["role"], optional: true },
      { item: "message", purpose: "to answer what you ask", fields: ["message"] },
    ],
  },
  incubation: {
    formName: "Incubation application",
    purpose: "to assess your application for incubation, contact you about it and let you follow its status with your Application ID",
    items: [
      { item: "company name", purpose: "to know which venture applies", fields: ["companyName"] },
      { item: "founder's name", purpose: "to know who leads the venture and address them", fields: ["founderName"] },
      emailTo("to contact you about your application and send you your Application ID"),
      { item: "industry sector", purpose: "to send your application to the right programme and mentors", fields: ["industrySector"] },
      { item: "stage", purpose: "to judge which programme fits your venture now", fields: ["stage"] },
      { item: "pitch deck and its file name", purpose: "to assess your venture (a deck can hold your team's names: send only what an incubator needs)", fields: ["pitchDeck", "pitchDeckName"], optional: true },
      { item: "reasons for applying", purpose: "to understand what you want from the programme", fields: ["motivation"] },
    ],
  },
  partnership: {
    formName: "Partnership application",
    purpose: "to assess your partnership proposal, contact you about it and, if we agree, prepare the partnership",
    items: [
      { item: "organisation name", purpose: "to know which organisation proposes the partnership", fields: ["organizationName"] },
      { item: "contact person's name", purpose: "to know whom to speak to", fields: ["contactPerson"] },
      emailTo("to write to you about your proposal"),
      { item: "phone number", purpose: "to call you about your proposal", fields: ["phone"] },
      { item: "partnership type", purpose: "to send your proposal to the team that handles that kind of partnership", fields: ["partnershipType"] },
      { item: "industry", purpose: "to see where your organisation fits in our network", fields: ["industry"] },
      { item: "company size", purpose: "to judge what a partnership could look like", fields: ["companySize"] },
      { item: "proposal", purpose: "to assess what you propose", fields: ["proposal"] },
    ],
  },
  "corporate-inquiry": {
    formName: "Corporate engagement inquiry",
    purpose: "to answer your inquiry and follow up on it",
    items: [
      { item: "name", purpose: "to address you by name in our reply", fields: ["name"] },
      emailTo("to reply to you and send you the confirmation with your reference"),
      { item: "company", purpose: "to know which company asks", fields: ["company"] },
      { item: "role", purpose: "to pass your inquiry to the right person in our team", fields: ["role"] },
      { item: "areas of interest", purpose: "to answer about the ways of working with us that interest you", fields: ["interests"], optional: true },
      { item: "message", purpose: "to answer what you ask", fields: ["message"] },
    ],
  },
  "investor-access": {
    formName: "Investor access request",
    purpose: "to answer your request and give you access to pitch decks in our data room under the NDA",
    items: [
      { item: "name", purpose: "to know who asks for access and address you", fields: ["name"] },
      emailTo("to send you the data-room access and write to you about it"),
      { item: "company or fund", purpose: "to know which firm the access is for", fields: ["company"] },
      { item: "role", purpose: "to judge the access that fits your role", fields: ["role"] },
      { item: "investment focus", purpose: "to show you the ventures that match it", fields: ["investmentFocus"], optional: true },
      { item: "message", purpose: "to answer what you ask", fields: ["message"] },
      { item: "the time you accepted the NDA", purpose: "to show that you accepted the NDA before you saw any deck, and when", fields: ["ndaAcceptedAt"] },
    ],
  },
  "event-registration": {
    formName: "Event registration",
    purpose: "to register you for the event and send you its joining details and reminders",
    items: [
      { item: "full name", purpose: "to put you on the event's list of participants", fields: ["fullName"] },
      emailTo("to send you the joining details and reminders"),
      { item: "the event you chose", purpose: "to register you for that event", fields: ["eventId"] },
    ],
  },
  "download-request": {
    formName: "Download request",
    purpose: "to send you that file",
    items: [
      emailTo("to send you the file"),
      { item: "the file you asked for", purpose: "to know which file to send", fields: ["resourceId"] },
    ],
  },
  newsletter: {
    formName: "Newsletter sign-up",
    purpose: "to send you our monthly newsletter once you confirm your address",
    items: [emailTo("to send you the link to confirm, then the newsletter, and to remember whether you confirmed or left")],
    keptWhileInUse: "We keep your address while you are subscribed; once you unsubscribe, or if you never confirm, the rule that follows applies.",
  },
};

/**
 * What every lead form sends besides what the visitor types: where the visit
 * came from (issue 24 §3: first-party, no cookies), in the origin's fields
 * (contract/leads/lead-origin.ts), which the form's script adds to what it
 * sends (without JavaScript the server notes the page the form was posted
 * from). The newsletter's sign-up sends none.
 */
export const VISIT_ORIGIN_ITEM: PersonalDataItem = {
  item: "where your visit came from",
  purpose:
    "to learn which of our outreach brings people to us: the page where your visit began, the site that sent you here and any campaign tags (utm_…) in the link you followed; no cookies, and shared with no one",
  fields: Object.values(ORIGIN_FIELDS),
};

/** The privacy policy's paragraph on where a visit came from. */
export const VISIT_ORIGIN_TEXT =
  "Where your visit came from: the page of our site where your visit began, the site that sent you here and any campaign tags (utm_source, utm_campaign and the like) in the link you followed. Your browser keeps them for the visit only (in its session storage, not a cookie) and sends them with the form; without JavaScript, the form carries only the address of the page it was sent from. We keep them with your form, erase them with it, use them only to learn which of our outreach works, and share them with no one.";

/**
 * Fields a form sends that hold no personal data, and what they are. A field
 * of a form in neither this list nor an item fails the notices' test.
 */
export const NOT_PERSONAL_DATA_FIELDS: Readonly<Record<string, string>> = {
  website: "the hidden spam trap that people never see and leave empty",
  altcha: "the answer to the spam check's puzzle, which your browser works out by itself",
};

/**
 * The lead forms send where the visit came from and run the spam check in the
 * browser; the newsletter's sign-up, a plain form with no script, does neither.
 */
export function isLeadForm(kind: NoticeFormKind): boolean {
  return kind !== "newsletter";
}

/** Each form's items, with where the visit came from for a lead form. */
export function noticeItems(kind: NoticeFormKind): readonly PersonalDataItem[] {
  return isLeadForm(kind) ? [...formDataNotices[kind].items, VISIT_ORIGIN_ITEM] : formDataNotices[kind].items;
}

/** "e-mail address" → "E-mail address"; "to reply" → "To reply." (a list's entries as sentences). */
export function asSentence(text: string): string {
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return capital.endsWith(".") ? capital : `${capital}.`;
}

/** "name, e-mail address, organisation (optional) and message". */
export function itemList(items: readonly PersonalDataItem[]): string {
  const names = items.map((entry) => (entry.optional ? `${entry.item} (optional)` : entry.item));
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** How long this form's data is kept: what it keeps while in use, then the one rule. */
export function retentionFor(kind: NoticeFormKind): string {
  const { keptWhileInUse } = formDataNotices[kind];
  return keptWhileInUse ? `${keptWhileInUse} ${RETENTION_TEXT}` : RETENTION_TEXT;
}

/** The short notice's first sentence: what the form asks for and why. */
export function whatAndWhy(kind: NoticeFormKind): string {
  const notice = formDataNotices[kind];
  return `We ask for your ${itemList(notice.items)} ${notice.purpose}, and use ${notice.items.length === 1 ? "it" : "them"} for nothing else.`;
}

/** The short notice's word on what every form sends besides what is typed. */
export const VISIT_ORIGIN_SHORT =
  "With it goes where your visit came from (the page and site that brought you here, and any campaign tags; no cookies), so that we learn which of our outreach works.";

/** One rule for every form (contract/leads/data-retention.ts), as the notices say it. */
export const RETENTION_TEXT = `We erase what you send once ${DEFAULT_LEAD_RETENTION_MONTHS} months pass with no activity on it (no new form or data request from you, no step by our team on it), and e-mail you at least ${ERASURE_NOTICE_HOURS} hours before we do.`;

/** What the audit log keeps, and for how long. */
export const AUDIT_LOG_TEXT = `Our audit log, which records what our team does with your data, keeps only references to it (such as its reference number, never what you typed) for ${AUDIT_LOG_RETENTION_MONTHS} months, then erases them too.`;

/** The spam check every lead form runs (issue 24 §1), said plainly. */
export const SPAM_CHECK_TEXT =
  "A spam check: while you fill in the form, your browser works out a small puzzle that costs a spammer's computer time. The puzzle and its answer hold no personal data, set no cookies and go to no one else. Without JavaScript the form still works: it reaches us marked as not checked.";

/** Where the privacy policy says how to complain to the Board (its grievances section). */
export const BOARD_COMPLAINT_PATH = `${privacyContact.policyPath}#grievances`;

/** The three ways on that every notice gives (Rule 3(c)). */
export const NOTICE_LINKS = [
  { purpose: "withdraw", label: "Withdraw your consent", href: YOUR_DATA_PATH },
  { purpose: "rights", label: "See, correct, download or erase your data", href: YOUR_DATA_PATH },
  { purpose: "complain", label: "Complain to the Data Protection Board of India", href: BOARD_COMPLAINT_PATH },
] as const;
