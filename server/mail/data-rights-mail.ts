import { adminDataRightsRequestPath } from "../../contract/data-rights/data-rights-paths.ts";
import { type DataRightsRequestKind, REQUEST_DUE_DAYS, REQUEST_KIND_LABELS } from "../../contract/data-rights/data-rights-requests.ts";
import type { OutboxDraft } from "../db/outbox-rows.ts";
import { plainText } from "./plain-text.ts";

/**
 * The mails of the data-rights links and requests (issue 24 §2). Like every
 * mail to a visitor, none carries text the visitor typed: fixed wording,
 * references and links (a declined request's reason is the staff's words).
 */

const SIGNATURE = "The Ankur team";
const PRIVACY_EMAIL = "privacy@ankur-ecosystem.in";

/** The paragraph every confirmation mail to a visitor ends with: the signed link to their data. */
export function yourDataParagraph(url: string): string {
  return `See what we hold about you, download it, correct it, withdraw your consent or ask us to erase it, at any time and without an account:\n${url}`;
}

/** The mail /legal/your-data sends to an address we hold data for. */
export function dataRightsLinkMail(email: string, url: string, days: number): OutboxDraft {
  const body = [
    "Hello,",
    "Someone, we hope you, asked on the Ankur website for a link to the details we hold under this e-mail address. Here it is:",
    url,
    `On that page you can see everything we hold, download it, correct it, withdraw your consent or ask us to erase it. The link works for ${days} days and only for this address; do not forward this e-mail.`,
    "If you did not ask for it, you can ignore this e-mail: nothing changes unless someone opens the link and presses a button.",
    SIGNATURE,
  ].join("\n\n");
  return { audience: "visitor", recipients: [email], subject: "Your data with Ankur: your link", body };
}

/** A correction or erasure carried out. */
export function requestDoneMail({ reference, email, kind }: { reference: string; email: string; kind: DataRightsRequestKind }): OutboxDraft {
  const what =
    kind === "erasure"
      ? "We have erased your data: every submission under this e-mail address, with any pitch deck, notes and e-mails about it, is deleted. We keep only a record that your request was made and carried out, without your details. This is the last e-mail you receive from us about it."
      : "We have made the correction you asked for. You can see your details as they now stand from the link in any of our e-mails to you.";
  const body = ["Hello,", what, `Your request's reference: ${reference}`, `Questions: ${PRIVACY_EMAIL}.`, SIGNATURE].join("\n\n");
  return { audience: "visitor", recipients: [email], subject: `Your request ${reference} is done`, body };
}

/** A request declined, with the team's reason. */
export function requestDeclinedMail({ reference, email, kind, reason }: { reference: string; email: string; kind: DataRightsRequestKind; reason: string }): OutboxDraft {
  const body = [
    "Hello,",
    `We could not carry out your request (${REQUEST_KIND_LABELS[kind].toLowerCase()}, reference ${reference}). Our reason:`,
    plainText(reason).trim(),
    `If you disagree, write to ${PRIVACY_EMAIL} with the reference; you may also complain to the Data Protection Board of India.`,
    SIGNATURE,
  ].join("\n\n");
  return { audience: "visitor", recipients: [email], subject: `Your request ${reference}`, body };
}

/** The team's word of a new request that needs them: its kind, reference, due date and where to act; no personal data. */
export function teamRequestMail({ reference, kind, dueAt, siteUrl }: { reference: string; kind: DataRightsRequestKind; dueAt: Date; siteUrl: URL }): OutboxDraft {
  const link = new URL(adminDataRightsRequestPath(reference), siteUrl).toString();
  const body = [
    `A new data-rights request came in through the website: ${REQUEST_KIND_LABELS[kind].toLowerCase()}.`,
    `Reference: ${reference}`,
    `Due by: ${dueAt.toISOString().slice(0, 10)} (${REQUEST_DUE_DAYS} days)`,
    `Act on it in the staff inbox: ${link}`,
  ].join("\n");
  return { audience: "team", subject: `Data-rights request ${reference} (${kind})`, body };
}
