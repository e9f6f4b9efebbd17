import { CORPORATE_PARTNERSHIP_REPLY, EVENTS_REPLY, GENERIC_REPLY, INCUBATION_REPLY } from "./chat-replies";

/** Spec §9: how long the typing indicator shows before a reply is added. */
export const CHAT_TYPING_DELAY_MS = 1500;

type ReplyRule = { keywords: readonly string[]; reply: string };

/** Spec §4: checked in this order; the first rule with a keyword in the message wins. */
const REPLY_RULES: readonly ReplyRule[] = [
  { keywords: ["startup", "incubation"], reply: INCUBATION_REPLY },
  { keywords: ["corporate", "partner"], reply: CORPORATE_PARTNERSHIP_REPLY },
  { keywords: ["event", "workshop"], reply: EVENTS_REPLY },
];

/**
 * The canned reply to a visitor's message, or null when the message is empty
 * or only whitespace (such a message is ignored, not sent). Keywords match
 * anywhere in the text, ignoring case.
 */
export function replyForMessage(message: string): string | null {
  const text = message.trim().toLowerCase();
  if (text === "") return null;
  const rule = REPLY_RULES.find(({ keywords }) => keywords.some((keyword) => text.includes(keyword)));
  return rule ? rule.reply : GENERIC_REPLY;
}
