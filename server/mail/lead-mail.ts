import { calendarFilePath, eventCardPath } from "../../contract/calendar-paths.ts";
import { applicationStatusPath } from "../../contract/leads/application-status.ts";
import { leadFieldLabel, leadKindNoun } from "../../contract/leads/lead-labels.ts";
import type { LeadKind } from "../../contract/leads/lead-paths.ts";
import type { OutboxDraft } from "../db/outbox-repository.ts";
import { headerText, labelledValue, plainText } from "./plain-text.ts";
import { indiaDateTime } from "./india-time.ts";
import { yourDataParagraph } from "./data-rights-mail.ts";

/**
 * The two e-mails every new lead causes: a notification to the team with
 * every field, and a confirmation to the visitor. The confirmation goes to an
 * address nobody has verified, so it carries no text the visitor typed (a
 * form must not become a way to send anyone a message of one's choosing):
 * only fixed wording, the reference, and links into the site.
 */

export type LeadForMail = {
  kind: LeadKind;
  reference: string;
  submittedAt: Date;
  email: string;
  /** The stored fields, lists already joined. */
  fields: Readonly<Record<string, string>>;
  pitchDeck?: { fileName?: string; mediaType: string; sizeBytes: number };
  /** The signed link to the person's data (server/api/data-rights/data-rights-links.ts confirmationLinkMaker); the confirmation ends with it. */
  yourDataUrl?: string;
};

/** Fields whose text runs long go last, after the short facts. */
const LONG_FIELDS = new Set(["message", "motivation", "proposal"]);
/** Who or what the lead is about, for the subject line: the first of these that is filled in. */
const HEADLINE_FIELDS = ["companyName", "organizationName", "company", "organization", "name", "fullName", "contactPerson", "founderName"];

const PRIVACY_EMAIL = "privacy@ankur-ecosystem.in";

/** 14 Mar 2026, 11:00 am IST */
export function formatIndiaTime(date: Date): string {
  return `${indiaDateTime(date)} IST`;
}

function siteLink(siteUrl: URL, path: string): string {
  return `${siteUrl.origin}${siteUrl.pathname.replace(/\/+$/, "")}${path}`;
}

function fieldValue(name: string, value: string): string {
  if (name === "ndaAcceptedAt" && !Number.isNaN(Date.parse(value))) return `${formatIndiaTime(new Date(value))} (${value})`;
  return value;
}

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The team's notification: every field as submitted, as plain text; a reply goes to the visitor. */
export function teamNotification(lead: LeadForMail, siteUrl: URL): OutboxDraft {
  const kindName = leadKindNoun(lead.kind);
  const entries = Object.entries(lead.fields).filter(([, value]) => value.trim() !== "");
  const headline = HEADLINE_FIELDS.map((name) => lead.fields[name]).find((value) => value && value.trim() !== "") ?? lead.email;
  const person = ["name", "fullName", "contactPerson", "founderName"].map((name) => lead.fields[name]).find(Boolean);
  const short = entries.filter(([name]) => !LONG_FIELDS.has(name));
  const long = entries.filter(([name]) => LONG_FIELDS.has(name));
  const lines = [
    `A new ${kindName} came in through the website.`,
    "",
    `Reference: ${lead.reference}`,
    `Received: ${formatIndiaTime(lead.submittedAt)}`,
    "",
    ...short.map(([name, value]) => labelledValue(leadFieldLabel(name, lead.kind), fieldValue(name, value))),
    ...long.flatMap(([name, value]) => ["", labelledValue(leadFieldLabel(name, lead.kind), value)]),
    ...(lead.pitchDeck
      ? [
          "",
          `Pitch deck: ${plainText(lead.pitchDeck.fileName ?? "unnamed file")} (${lead.pitchDeck.mediaType}, ${megabytes(lead.pitchDeck.sizeBytes)}), in the staff inbox.`,
        ]
      : []),
    "",
    `Reply to this e-mail to answer ${person ? plainText(person).trim() : "the sender"} at ${lead.email}.`,
    `Staff inbox: ${siteLink(siteUrl, "/admin")}`,
  ];
  return {
    audience: "team",
    replyTo: lead.email,
    subject: headerText(`New ${kindName} ${lead.reference}: ${headline}`),
    body: lines.join("\n"),
  };
}

type Confirmation = { subject: string; paragraphs: string[] };

function confirmationFor(lead: LeadForMail, siteUrl: URL): Confirmation {
  const reference = `Your reference: ${lead.reference}`;
  switch (lead.kind) {
    case "contact":
      return {
        subject: `We have your message (${lead.reference})`,
        paragraphs: ["Thank you for writing to Ankur. Your message has reached our team, and a member of the team will reply within two working days.", reference],
      };
    case "incubation":
      return {
        subject: `Your incubation application ${lead.reference}`,
        paragraphs: [
          "Thank you for applying to the Ankur incubation programme. Our selection committee reviews applications every fortnight and will contact you about yours.",
          `Your Application ID: ${lead.reference}`,
          `Check where your application stands at any time (you will need this Application ID and the e-mail address you applied with):\n${siteLink(siteUrl, applicationStatusPath(lead.reference))}`,
        ],
      };
    case "partnership":
      return {
        subject: `Your partnership application (${lead.reference})`,
        paragraphs: ["Thank you for your partnership application. Our partnerships team reviews every proposal and will reply within five working days.", reference],
      };
    case "corporate-inquiry":
      return {
        subject: `We have your inquiry (${lead.reference})`,
        paragraphs: ["Thank you for your corporate engagement inquiry. It has reached our corporate partnerships team, and we will reply within 24 hours.", reference],
      };
    case "investor-access":
      return {
        subject: `Your pitch-deck access request (${lead.reference})`,
        paragraphs: [
          `Thank you. You accepted the Ankur data-room NDA${lead.fields.ndaAcceptedAt ? ` on ${formatIndiaTime(new Date(lead.fields.ndaAcceptedAt))}` : ""}, and your pitch-deck access request is with our investor relations team. Data-room access will reach this address within 24 hours.`,
          reference,
        ],
      };
    case "event-registration": {
      const eventId = lead.fields.eventId ?? "";
      return {
        subject: `You're registered (${lead.reference})`,
        paragraphs: [
          "Thank you for registering for an Ankur event. We will send the joining link for an online event, or your entry pass for one in person, to this address before the day.",
          `The event: ${siteLink(siteUrl, eventCardPath(eventId))}`,
          `Add it to your calendar: ${siteLink(siteUrl, calendarFilePath(eventId))}`,
          reference,
        ],
      };
    }
    case "download-request":
      return {
        subject: `Your file is on its way (${lead.reference})`,
        paragraphs: [
          "Thank you for your interest in the Ankur resource library. A member of our team will e-mail you the file you asked for within one working day.",
          `Meanwhile, the library's tools and templates are at ${siteLink(siteUrl, "/resources/tools")} and its media at ${siteLink(siteUrl, "/resources/media")}.`,
          reference,
        ],
      };
  }
}

/** The visitor's confirmation: fixed wording, the reference and links, nothing they typed. */
export function visitorConfirmation(lead: LeadForMail, siteUrl: URL): OutboxDraft {
  const { subject, paragraphs } = confirmationFor(lead, siteUrl);
  const body = [
    "Hello,",
    ...paragraphs,
    lead.yourDataUrl
      ? `You receive this e-mail because this address was given in a form on ${siteLink(siteUrl, "/")}. If that was not you, you can ignore it.`
      : `You receive this e-mail because this address was given in a form on ${siteLink(siteUrl, "/")}. If that was not you, you can ignore it; to have the details erased, write to ${PRIVACY_EMAIL}.`,
    ...(lead.yourDataUrl ? [yourDataParagraph(lead.yourDataUrl)] : []),
    "The Ankur team",
  ].join("\n\n");
  return { audience: "visitor", recipients: [lead.email], subject, body };
}

export function leadMessages(lead: LeadForMail, siteUrl: URL): OutboxDraft[] {
  return [teamNotification(lead, siteUrl), visitorConfirmation(lead, siteUrl)];
}
