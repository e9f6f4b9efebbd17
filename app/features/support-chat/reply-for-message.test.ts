import { describe, expect, it } from "vitest";
import { CORPORATE_PARTNERSHIP_REPLY, EVENTS_REPLY, GENERIC_REPLY, INCUBATION_REPLY, QUICK_QUESTIONS } from "./chat-replies";
import { CHAT_TYPING_DELAY_MS, replyForMessage } from "./reply-for-message";

describe("replyForMessage", () => {
  it("answers each rule's keywords", () => {
    expect(replyForMessage("I have a startup")).toBe(INCUBATION_REPLY);
    expect(replyForMessage("Tell me about incubation")).toBe(INCUBATION_REPLY);
    expect(replyForMessage("We are a corporate")).toBe(CORPORATE_PARTNERSHIP_REPLY);
    expect(replyForMessage("Can we partner?")).toBe(CORPORATE_PARTNERSHIP_REPLY);
    expect(replyForMessage("Any event this month?")).toBe(EVENTS_REPLY);
    expect(replyForMessage("Is there a workshop?")).toBe(EVENTS_REPLY);
  });

  it("checks the rules in order: incubation, then partnership, then events", () => {
    expect(replyForMessage("partner for my startup")).toBe(INCUBATION_REPLY);
    expect(replyForMessage("a workshop on incubation")).toBe(INCUBATION_REPLY);
    expect(replyForMessage("corporate event sponsorship")).toBe(CORPORATE_PARTNERSHIP_REPLY);
  });

  it("ignores case", () => {
    expect(replyForMessage("STARTUP")).toBe(INCUBATION_REPLY);
    expect(replyForMessage("Corporate Partnerships")).toBe(CORPORATE_PARTNERSHIP_REPLY);
    expect(replyForMessage("WorkShop dates?")).toBe(EVENTS_REPLY);
  });

  it("matches keywords inside longer words", () => {
    expect(replyForMessage("startups in Pune")).toBe(INCUBATION_REPLY);
    expect(replyForMessage("partnership terms")).toBe(CORPORATE_PARTNERSHIP_REPLY);
    expect(replyForMessage("upcoming events")).toBe(EVENTS_REPLY);
  });

  it("thanks the visitor when no keyword matches", () => {
    expect(replyForMessage("Hello, who do I talk to about a job?")).toBe(GENERIC_REPLY);
    expect(GENERIC_REPLY).toMatch(/get back to you shortly/);
  });

  it("ignores empty and whitespace-only messages", () => {
    expect(replyForMessage("")).toBeNull();
    expect(replyForMessage("   ")).toBeNull();
    expect(replyForMessage("\n\t ")).toBeNull();
  });

  it("gives each quick question its own answer", () => {
    expect(QUICK_QUESTIONS.map(({ question }) => replyForMessage(question))).toEqual([INCUBATION_REPLY, CORPORATE_PARTNERSHIP_REPLY, EVENTS_REPLY]);
  });

  it("waits the spec's 1500 ms before replying", () => {
    expect(CHAT_TYPING_DELAY_MS).toBe(1500);
  });
});

describe("the replies", () => {
  it("link to the pages that answer them", () => {
    expect(INCUBATION_REPLY).toContain("(/solutions-services/startup-incubation-packages)");
    expect(CORPORATE_PARTNERSHIP_REPLY).toContain("(/contact-get-involved/partner-apply)");
    expect(EVENTS_REPLY).toContain("(/resources/events)");
  });
});
