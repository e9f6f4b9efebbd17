import * as z from "zod/mini";
import { contactSchema } from "../../../contract/leads/contact-schema.ts";
import { TEXT_LIMITS } from "../../../contract/leads/lead-limits.ts";
import { fieldErrorsFrom } from "../../../contract/leads/validation-errors.ts";
import type { ChatConversation } from "./chat-conversation";
import { formatMessageTime } from "./chat-message";
import { GENERIC_REPLY, SUPPORT_NAME } from "./chat-replies";
import { messagePlainText } from "./message-segments";

/**
 * "Send this to the team": a question the chat had no scripted answer for
 * (spec §4's fourth rule, the generic thanks) goes to the team as a contact
 * lead, on the visitor's press only, with their name and e-mail and the
 * conversation as its message. The scripted replies stay local.
 */

/** Offered once the chat has answered with the generic thanks. */
export function offersHandOff(conversation: ChatConversation): boolean {
  return conversation.messages.some((message) => message.type === "system" && message.content === GENERIC_REPLY);
}

const HEADING = "Sent from the support chat on the website. The conversation:";

/**
 * The contact lead's message: the conversation as plain text, one line per
 * message with who wrote it and when. The welcome message is left out (the
 * team knows it); when the whole would pass the message's limit, the oldest
 * messages go first, so the question that matters (the latest) always fits.
 */
export function handOffMessage(conversation: ChatConversation, limit: number = TEXT_LIMITS.longText): string {
  const lines = conversation.messages
    .slice(1)
    .map((message) => `${message.type === "user" ? "Visitor" : SUPPORT_NAME} (${formatMessageTime(message.timestamp)}): ${message.type === "user" ? message.content : messagePlainText(message.content)}`);
  const omitted = (count: number) => (count > 0 ? [`[${count} earlier message${count === 1 ? "" : "s"} left out]`] : []);
  for (let dropped = 0; dropped <= lines.length; dropped++) {
    const text = [HEADING, ...omitted(dropped), ...lines.slice(dropped)].join("\n");
    if (text.length <= limit) return text;
  }
  return `${HEADING}\n${(lines.at(-1) ?? "").slice(0, Math.max(0, limit - HEADING.length - 1))}`;
}

export type HandOffRequest = { name: string; email: string; message: string; website: string };

export type HandOffCheck = { ok: true; request: HandOffRequest } | { ok: false; errors: Partial<Record<"name" | "email", string>> };

/** The visitor's name and e-mail checked by the contact form's own schema (the message is the conversation). */
export function checkHandOff(fields: { name: string; email: string }, conversation: ChatConversation): HandOffCheck {
  const request: HandOffRequest = { name: fields.name, email: fields.email, message: handOffMessage(conversation), website: "" };
  const parsed = z.safeParse(contactSchema, request);
  if (parsed.success) return { ok: true, request };
  const errors = fieldErrorsFrom(parsed.error.issues);
  return { ok: false, errors: { ...(errors.name ? { name: errors.name } : {}), ...(errors.email ? { email: errors.email } : {}) } };
}
