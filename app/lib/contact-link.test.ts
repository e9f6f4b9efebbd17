import { describe, expect, it } from "vitest";
import { CONTACT_TOPIC_PARAM, contactLink } from "./contact-link";

describe("contactLink", () => {
  it("leads to the contact form with the topic encoded", () => {
    const link = contactLink("Brochure request: About Ankur & team");
    const url = new URL(link, "http://x");
    expect(url.pathname).toBe("/contact-get-involved");
    expect(url.hash).toBe("#contact-form");
    expect(url.searchParams.get(CONTACT_TOPIC_PARAM)).toBe("Brochure request: About Ankur & team");
  });
});
