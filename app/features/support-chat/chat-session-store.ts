import type { ChatMessage } from "./chat-message";
import type { ChatConversation } from "./chat-conversation";

/**
 * Where the conversation waits between pages: each page of the site is a new
 * document, and the chat must carry on where the visitor left it
 * (for this tab only, like the visit itself).
 */
export const CHAT_SESSION_KEY = "ankur:support-chat";

type Store = Pick<Storage, "getItem" | "setItem">;

/** The conversation kept in this tab, or null when there is none (or it cannot be read). */
export function loadChatConversation(store: Store | undefined): ChatConversation | null {
  let stored: unknown;
  try {
    const text = store?.getItem(CHAT_SESSION_KEY);
    if (!text) return null;
    stored = JSON.parse(text);
  } catch {
    // Storage refused (privacy mode) or damaged: start afresh.
    return null;
  }
  if (!isStoredConversation(stored)) return null;
  // What was read out on the last page is not read out again.
  return { messages: stored.messages, pendingReplies: stored.pendingReplies, nextId: stored.nextId, announcement: null };
}

/** Keeps the conversation for the tab's next page; a storage that refuses only loses the carry-over. */
export function saveChatConversation(store: Store | undefined, conversation: ChatConversation): void {
  try {
    store?.setItem(CHAT_SESSION_KEY, JSON.stringify(conversation));
  } catch {
    // Quota or privacy mode: the chat still works on this page.
  }
}

/**
 * The visitor's questions still waiting for their reply when the last page
 * was left: the last `pendingReplies` messages the visitor sent (every reply
 * takes the same delay, so they arrive in order).
 */
export function unansweredQuestions(conversation: ChatConversation): string[] {
  if (conversation.pendingReplies <= 0) return [];
  const sent = conversation.messages.filter((message) => message.type === "user");
  return sent.slice(-conversation.pendingReplies).map((message) => message.content);
}

function isStoredConversation(value: unknown): value is Pick<ChatConversation, "messages" | "pendingReplies" | "nextId"> {
  if (typeof value !== "object" || value === null) return false;
  const { messages, pendingReplies, nextId } = value as Record<string, unknown>;
  return (
    Array.isArray(messages) &&
    messages.length > 0 &&
    messages.every(isChatMessage) &&
    Number.isInteger(pendingReplies) &&
    (pendingReplies as number) >= 0 &&
    Number.isInteger(nextId) &&
    (nextId as number) > messages.length
  );
}

function isChatMessage(value: unknown): value is ChatMessage {
  if (typeof value !== "object" || value === null) return false;
  const { id, type, content, timestamp } = value as Record<string, unknown>;
  return typeof id === "string" && (type === "system" || type === "user") && typeof content === "string" && typeof timestamp === "number";
}
