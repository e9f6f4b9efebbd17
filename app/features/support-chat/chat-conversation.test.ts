import { describe, expect, it } from "vitest";
import { chatConversationReducer, replyArrived, startConversation, visitorSent } from "./chat-conversation";
import { EVENTS_REPLY, SUPPORT_NAME, TYPING_ANNOUNCEMENT, WELCOME_MESSAGE } from "./chat-replies";

describe("chat conversation", () => {
  it("starts with the system welcome message and announces nothing", () => {
    const state = startConversation(1000);
    expect(state.messages).toEqual([{ id: "chat-message-1", type: "system", content: WELCOME_MESSAGE, timestamp: 1000 }]);
    expect(state.pendingReplies).toBe(0);
    expect(state.announcement).toBeNull();
  });

  it("adds the visitor's message and starts typing, then adds the reply", () => {
    let state = startConversation(1000);
    state = chatConversationReducer(state, { type: "visitor-sent", content: "Any workshops?", at: 2000 });
    expect(state.messages.at(-1)).toEqual({ id: "chat-message-2", type: "user", content: "Any workshops?", timestamp: 2000 });
    expect(state.pendingReplies).toBe(1);
    expect(state.announcement?.text).toBe(TYPING_ANNOUNCEMENT);

    state = chatConversationReducer(state, { type: "reply-arrived", content: EVENTS_REPLY, at: 3500 });
    expect(state.messages.at(-1)).toMatchObject({ id: "chat-message-3", type: "system", content: EVENTS_REPLY, timestamp: 3500 });
    expect(state.pendingReplies).toBe(0);
    expect(state.announcement?.text).toMatch(new RegExp(`^${SUPPORT_NAME}: .*Events & Webinars\\.$`));
    expect(state.announcement?.text).not.toContain("](");
  });

  it("announces the typing indicator once while replies are pending", () => {
    let state = startConversation(0);
    state = chatConversationReducer(state, { type: "visitor-sent", content: "one", at: 1 });
    const typing = state.announcement;
    state = chatConversationReducer(state, { type: "visitor-sent", content: "two", at: 2 });
    expect(state.announcement).toBe(typing);
    expect(state.pendingReplies).toBe(2);
  });

  it("announces a repeated reply again", () => {
    let state = startConversation(0);
    state = chatConversationReducer(state, { type: "reply-arrived", content: "Same", at: 1 });
    const first = state.announcement;
    state = chatConversationReducer(state, { type: "reply-arrived", content: "Same", at: 2 });
    expect(state.announcement?.text).toBe(first?.text);
    expect(state.announcement?.id).not.toBe(first?.id);
  });

  it("stamps actions with the current time by default", () => {
    const before = Date.now();
    const action = visitorSent("hi");
    expect(action).toMatchObject({ type: "visitor-sent", content: "hi" });
    expect(action.at).toBeGreaterThanOrEqual(before);
    expect(replyArrived("ok", 42)).toEqual({ type: "reply-arrived", content: "ok", at: 42 });
  });

  it("gives every message its own id", () => {
    let state = startConversation(0);
    for (const content of ["a", "b", "c"]) state = chatConversationReducer(state, { type: "visitor-sent", content, at: 0 });
    expect(new Set(state.messages.map((m) => m.id)).size).toBe(state.messages.length);
  });
});
