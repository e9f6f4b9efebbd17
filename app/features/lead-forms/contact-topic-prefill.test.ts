// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { contactLink } from "~/lib/contact-link";
import { CONTACT_MESSAGE_ID, CONTACT_TOPIC_PREFILL, contactTopicScript, prefillContactTopic } from "./contact-topic-prefill";

function messageBox(value = ""): HTMLTextAreaElement {
  const box = document.createElement("textarea");
  box.id = CONTACT_MESSAGE_ID;
  box.value = value;
  document.body.append(box);
  return box;
}

const prefill = (search: string) => prefillContactTopic(search, document, CONTACT_TOPIC_PREFILL);

afterEach(() => document.body.replaceChildren());

describe("prefillContactTopic", () => {
  it("starts an empty message with the topic of a contact link", () => {
    const box = messageBox();
    prefill(new URL(contactLink("Brochure request: About Ankur & team"), "http://x").search);
    expect(box.value).toBe("Regarding: Brochure request: About Ankur & team\n\n");
  });

  it("never overwrites what is there, and does nothing without a topic", () => {
    const typed = messageBox("Already typing");
    prefill("?topic=Brochure");
    expect(typed.value).toBe("Already typing");
    typed.value = "";
    for (const search of ["", "?topic=", "?topic=%20%20", "?other=1"]) prefill(search);
    expect(typed.value).toBe("");
  });

  it("keeps a hostile or long topic harmless and short", () => {
    const box = messageBox();
    prefill(`?topic=${encodeURIComponent("a\u0000b\nc")}`);
    expect(box.value).toBe("Regarding: a b c\n\n");
    box.value = "";
    prefill(`?topic=${"x".repeat(500)}`);
    expect(box.value.length).toBe("Regarding: ".length + 200 + 2);
  });
});

describe("contactTopicScript", () => {
  it("runs on its own, as the page's inline script, with nothing of this module around it", () => {
    const box = messageBox();
    window.history.replaceState(null, "", "/contact-get-involved?topic=Mentor%20introduction");
    new Function(contactTopicScript())();
    expect(box.value).toBe("Regarding: Mentor introduction\n\n");
  });
});
