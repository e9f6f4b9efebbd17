// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { CONTACT_MESSAGE_ID, prefillContactTopic } from "./contact-topic-prefill";

function messageBox(value = ""): HTMLTextAreaElement {
  const box = document.createElement("textarea");
  box.id = CONTACT_MESSAGE_ID;
  box.value = value;
  document.body.append(box);
  return box;
}

afterEach(() => document.body.replaceChildren());

describe("prefillContactTopic", () => {
  it("starts an empty message with the link's topic", () => {
    const box = messageBox();
    prefillContactTopic("?topic=Brochure%20request", document);
    expect(box.value).toBe("Regarding: Brochure request\n\n");
  });

  it("never overwrites what is there, and does nothing without a topic", () => {
    const typed = messageBox("Already typing");
    prefillContactTopic("?topic=Brochure", document);
    expect(typed.value).toBe("Already typing");
    typed.value = "";
    prefillContactTopic("?other=1", document);
    expect(typed.value).toBe("");
  });
});
