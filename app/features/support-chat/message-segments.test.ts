import { describe, expect, it } from "vitest";
import { messagePlainText, messageSegments } from "./message-segments";

describe("messageSegments", () => {
  it("splits text and [label](/path) links", () => {
    expect(messageSegments("See [Events](/resources/events) and [apply](/contact-get-involved/partner-apply).")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "Events", to: "/resources/events" },
      { kind: "text", text: " and " },
      { kind: "link", text: "apply", to: "/contact-get-involved/partner-apply" },
      { kind: "text", text: "." },
    ]);
  });

  it("keeps query strings and anchors in the path", () => {
    expect(messageSegments("[form](/contact-get-involved?topic=a%20b#contact-form)")).toEqual([
      { kind: "link", text: "form", to: "/contact-get-involved?topic=a%20b#contact-form" },
    ]);
  });

  it("turns only site-relative paths into links", () => {
    const text = "[bad](javascript:alert(1)) [far](https://example.com)";
    expect(messageSegments(text)).toEqual([{ kind: "text", text }]);
  });

  it("leaves plain text alone", () => {
    expect(messageSegments("Hello")).toEqual([{ kind: "text", text: "Hello" }]);
    expect(messageSegments("")).toEqual([]);
  });
});

describe("messagePlainText", () => {
  it("reads links by their labels", () => {
    expect(messagePlainText("See [Events & Webinars](/resources/events).")).toBe("See Events & Webinars.");
  });
});
