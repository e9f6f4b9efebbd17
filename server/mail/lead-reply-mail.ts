import type { OutboxDraft } from "../db/outbox-rows.ts";
import { headerText, plainText } from "./plain-text.ts";

/**
 * A reply written in the staff inbox, as the outbox sends it: to the lead's
 * address, from the site's sender, with Reply-To the team's inbox for the
 * kind so the person's answer reaches the team and not one mailbox. Staff
 * wrote every word, so it is sent as they wrote it, as plain text: control
 * characters and bidirectional overrides dropped, the subject one line.
 */
export function leadReplyMail({ to, replyTo, subject, body }: { to: string; replyTo: string | undefined; subject: string; body: string }): OutboxDraft {
  return {
    audience: "visitor",
    recipients: [to],
    ...(replyTo ? { replyTo } : {}),
    subject: headerText(subject, 200),
    body: `${plainText(body).trim()}\n`,
  };
}
