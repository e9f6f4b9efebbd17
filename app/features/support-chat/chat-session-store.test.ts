import { describe, expect, it } from "vitest";
import { chatConversationReducer, replyArrived, startConversation, visitorSent } from "./chat-conversation";
import { CHAT_SESSION_KEY, loadChatConversation, saveChatConversation, unansweredQuestions } from "./chat-session-store";

function memoryStore(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe("the chat's session store", () => {
  it("gives back the conversation it kept, without its last announcement", () => {
    const store = memoryStore();
    let conversation = startConversation(1000);
    conversation = chatConversationReducer(conversation, visitorSent("Any workshops?", 2000));
    conversation = chatConversationReducer(conversation, replyArrived("Yes.", 3500));
    saveChatConversation(store, conversation);
    expect(loadChatConversation(store)).toEqual({ ...conversation, announcement: null });
  });

  it("has nothing when nothing was kept, the text is damaged or not a conversation", () => {
    expect(loadChatConversation(memoryStore())).toBeNull();
    expect(loadChatConversation(undefined)).toBeNull();
    expect(loadChatConversation(memoryStore({ [CHAT_SESSION_KEY]: "{not json" }))).toBeNull();
    expect(loadChatConversation(memoryStore({ [CHAT_SESSION_KEY]: JSON.stringify({ messages: [], pendingReplies: 0, nextId: 1 }) }))).toBeNull();
    const wrongType = { messages: [{ id: "chat-message-1", type: "admin", content: "x", timestamp: 1 }], pendingReplies: 0, nextId: 2 };
    expect(loadChatConversation(memoryStore({ [CHAT_SESSION_KEY]: JSON.stringify(wrongType) }))).toBeNull();
    const reusedId = { messages: [{ id: "chat-message-1", type: "system", content: "x", timestamp: 1 }], pendingReplies: 0, nextId: 1 };
    expect(loadChatConversation(memoryStore({ [CHAT_SESSION_KEY]: JSON.stringify(reusedId) }))).toBeNull();
  });

  it("survives a storage that refuses", () => {
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(loadChatConversation(refusing)).toBeNull();
    expect(() => saveChatConversation(refusing, startConversation(0))).not.toThrow();
  });
});

describe("unansweredQuestions", () => {
  it("is the visitor's last messages still waiting for a reply, in order", () => {
    let conversation = startConversation(0);
    conversation = chatConversationReducer(conversation, visitorSent("first", 1));
    conversation = chatConversationReducer(conversation, visitorSent("second", 2));
    conversation = chatConversationReducer(conversation, visitorSent("third", 3));
    conversation = chatConversationReducer(conversation, replyArrived("to the first", 4));
    expect(unansweredQuestions(conversation)).toEqual(["second", "third"]);
  });

  it("is empty when every question has its answer", () => {
    let conversation = startConversation(0);
    expect(unansweredQuestions(conversation)).toEqual([]);
    conversation = chatConversationReducer(conversation, visitorSent("hi", 1));
    conversation = chatConversationReducer(conversation, replyArrived("hello", 2));
    expect(unansweredQuestions(conversation)).toEqual([]);
  });
});
