import { NEWSLETTER_CONFIRM_LINK_HOURS } from "../../contract/newsletter/newsletter-texts.ts";
import type { OutboxDraft } from "../db/outbox-rows.ts";
import { yourDataParagraph } from "./data-rights-mail.ts";

/**
 * The headers every newsletter mail carries (RFC 2369 and RFC 8058): a mail
 * program shows its own "Unsubscribe" button, whose POST to the link takes
 * the address off the list with no page in between.
 */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** The double opt-in's mail: the confirmation link, and the unsubscribe link every newsletter mail has. */
export function newsletterConfirmationMail(email: string, links: { confirm: string; unsubscribe: string; yourData?: string }): OutboxDraft {
  const body = [
    "Hello,",
    "",
    "Someone, we hope you, asked to receive the Ankur newsletter at this address.",
    "Please confirm: open this link and press the button on the page it shows.",
    "",
    links.confirm,
    "",
    `The link works for ${NEWSLETTER_CONFIRM_LINK_HOURS} hours. If you did not ask for the newsletter, ignore this mail: nothing is sent to you unless you confirm.`,
    "",
    "Ankur Startup Incubation Ecosystem",
    "",
    ...(links.yourData ? [yourDataParagraph(links.yourData), ""] : []),
    "--",
    `Unsubscribe (open the link, press the button): ${links.unsubscribe}`,
  ].join("\n");
  return {
    audience: "visitor",
    recipients: [email],
    subject: "Please confirm your Ankur newsletter subscription",
    body,
    headers: unsubscribeHeaders(links.unsubscribe),
  };
}
