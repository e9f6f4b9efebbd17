import { describe, expect, it } from "vitest";
import { contactLink } from "~/lib/contact-link";
import { messageForTopic } from "./contact-topic";

describe("messageForTopic", () => {
  it("starts the message with the topic of a contact link", () => {
    const search = new URL(contactLink("Brochure request: About Ankur & team"), "http://x").search;
    expect(messageForTopic(search)).toBe("Regarding: Brochure request: About Ankur & team\n\n");
  });

  it("gives nothing without a topic", () => {
    for (const search of ["", "?topic=", "?topic=%20%20", "?other=1"]) expect(messageForTopic(search)).toBeUndefined();
  });

  it("keeps a hostile or long topic harmless and short", () => {
    expect(messageForTopic(`?topic=${encodeURIComponent("a\u0000b\nc")}`)).toBe("Regarding: a b c\n\n");
    expect(messageForTopic(`?topic=${"x".repeat(500)}`)?.length).toBe("Regarding: ".length + 200 + 2);
  });
});
