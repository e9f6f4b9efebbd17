import { describe, expect, it } from "vitest";
import { chatConversationReducer, replyArrived, startConversation, visitorSent } from "./chat-conversation";
import { checkHandOff, handOffMessage, offersHandOff } from "./chat-hand-off";
import { GENERIC_REPLY, INCUBATION_REPLY } from "./chat-replies";

const at = Date.UTC(2026, 2, 14, 5, 30);

function conversationOf(...steps: Array<["visitor" | "reply", string]>) {
  return steps.reduce(
    (state, [who, text], i) => chatConversationReducer(state, who === "visitor" ? visitorSent(text, at + i) : replyArrived(text, at + i)),
    startConversation(at),
  );
}

describe("the chat's hand-off to the team", () => {
  it("is offered only once the chat has given the generic thanks (spec §4's fourth rule)", () => {
    expect(offersHandOff(startConversation(at))).toBe(false);
    expect(offersHandOff(conversationOf(["visitor", "incubation?"], ["reply", INCUBATION_REPLY]))).toBe(false);
    expect(offersHandOff(conversationOf(["visitor", "Do you fund hardware?"], ["reply", GENERIC_REPLY]))).toBe(true);
  });

  it("writes the conversation without the welcome, who said what, links as their labels", () => {
    const message = handOffMessage(conversationOf(["visitor", "incubation?"], ["reply", INCUBATION_REPLY], ["visitor", "Do you fund hardware?"], ["reply", GENERIC_REPLY]));
    const lines = message.split("\n");
    expect(lines[0]).toMatch(/support chat/i);
    expect(lines[1]).toMatch(/^Visitor \(.+\): incubation\?$/);
    expect(lines[2]).toMatch(/^Ankur Support \(.+\): .*Startup Incubation Packages\.$/);
    expect(lines[2]).not.toContain("](");
    expect(lines[3]).toMatch(/^Visitor \(.+\): Do you fund hardware\?$/);
    expect(message).not.toContain("Namaste");
  });

  it("drops the oldest messages first when the conversation passes the limit, keeping the latest question", () => {
    const long = "x".repeat(300);
    const conversation = conversationOf(["visitor", `first ${long}`], ["reply", GENERIC_REPLY], ["visitor", `second ${long}`], ["reply", GENERIC_REPLY], ["visitor", "the latest question"]);
    const message = handOffMessage(conversation, 700);
    expect(message.length).toBeLessThanOrEqual(700);
    expect(message).toContain("the latest question");
    expect(message).not.toContain("first x");
    expect(message).toMatch(/\[\d earlier messages? left out\]/);
  });

  it("checks the name and e-mail with the contact form's schema", () => {
    const conversation = conversationOf(["visitor", "Do you fund hardware?"], ["reply", GENERIC_REPLY]);
    const refused = checkHandOff({ name: " ", email: "not-an-address" }, conversation);
    expect(refused).toEqual({ ok: false, errors: { name: expect.any(String), email: expect.any(String) } });
    const accepted = checkHandOff({ name: "Asha Rao", email: "asha@example.in" }, conversation);
    expect(accepted).toMatchObject({ ok: true, request: { name: "Asha Rao", email: "asha@example.in", website: "", message: expect.stringContaining("Do you fund hardware?") } });
  });
});
