import type { ChatMessage, ChatMessageType } from "./chat-message";
import { SUPPORT_NAME, TYPING_ANNOUNCEMENT, WELCOME_MESSAGE } from "./chat-replies";
import { messagePlainText } from "./message-segments";

/** What the polite live region says; a new id makes the same text announce again. */
type ChatAnnouncement = { id: number; text: string };

export type ChatConversation = {
  messages: readonly ChatMessage[];
  /** Replies still "being typed"; the typing indicator shows while this is above 0. */
  pendingReplies: number;
  announcement: ChatAnnouncement | null;
  nextId: number;
};

export type ChatAction =
  | { type: "visitor-sent"; content: string; at: number }
  | { type: "reply-arrived"; content: string; at: number };

/** The visitor sent a message (stamped now unless told otherwise). */
export function visitorSent(content: string, at: number = Date.now()): ChatAction {
  return { type: "visitor-sent", content, at };
}

/** A canned reply arrived after the typing delay. */
export function replyArrived(content: string, at: number = Date.now()): ChatAction {
  return { type: "reply-arrived", content, at };
}

function withMessage(state: ChatConversation, type: ChatMessageType, content: string, at: number): ChatConversation {
  const message: ChatMessage = { id: `chat-message-${state.nextId}`, type, content, timestamp: at };
  return { ...state, messages: [...state.messages, message], nextId: state.nextId + 1 };
}

function announce(state: ChatConversation, text: string): ChatAnnouncement {
  return { id: (state.announcement?.id ?? 0) + 1, text };
}

/** A new conversation: the welcome message (type system), nothing announced yet. */
export function startConversation(at: number): ChatConversation {
  return withMessage({ messages: [], pendingReplies: 0, announcement: null, nextId: 1 }, "system", WELCOME_MESSAGE, at);
}

export function chatConversationReducer(state: ChatConversation, action: ChatAction): ChatConversation {
  switch (action.type) {
    case "visitor-sent": {
      const next = withMessage(state, "user", action.content, action.at);
      // The typing indicator is announced once, when it appears, not per message.
      const announcement = state.pendingReplies === 0 ? announce(state, TYPING_ANNOUNCEMENT) : state.announcement;
      return { ...next, pendingReplies: state.pendingReplies + 1, announcement };
    }
    case "reply-arrived": {
      const next = withMessage(state, "system", action.content, action.at);
      return {
        ...next,
        pendingReplies: Math.max(0, state.pendingReplies - 1),
        announcement: announce(state, `${SUPPORT_NAME}: ${messagePlainText(action.content)}`),
      };
    }
  }
}
