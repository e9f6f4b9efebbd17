import { describe, expect, it } from "vitest";
import { DATA_RIGHTS_TEXTS } from "../../../contract/data-rights/data-rights-texts.ts";
import type { HeldData, HeldLead } from "../../../contract/data-rights/your-data-view.ts";
import { confirmationLinkExpiry, requestedLinkExpiry, yourDataLink } from "./data-rights-links.ts";
import { correctableChoices } from "../../../contract/data-rights/your-data-view.ts";
import { invalidLinkPageHtml, yourDataPageHtml } from "./data-rights-page.ts";
import { verifyDataRightsToken } from "./data-rights-token.ts";

const lead = (fields: Record<string, string>, extra: Partial<HeldLead> = {}): HeldLead => ({
  reference: "CON-2026-ABCDEF",
  kind: "contact",
  submittedAt: "2026-11-20T06:00:00.000Z",
  fields,
  pitchDeck: null,
  consentWithdrawnAt: null,
  origin: null,
  recorded: {},
  ...extra,
});
const held = (leads: HeldLead[]): HeldData => ({ email: "asha@example.in", leads, newsletter: null, requests: [] });

describe("the link's page", () => {
  it("offers every field of the person's leads for correction but the address, the newsletter state and the NDA time", () => {
    const choices = correctableChoices([lead({ name: "Asha", email: "asha@example.in", message: "Hi", subscription: "Confirmed", ndaAcceptedAt: "2026" })]);
    expect(choices.map((choice) => choice.value)).toEqual(["CON-2026-ABCDEF:name", "CON-2026-ABCDEF:message"]);
  });

  it("says we hold nothing and offers no buttons when there is nothing", () => {
    const html = yourDataPageHtml(held([]), "tok.en");
    expect(html).toContain(DATA_RIGHTS_TEXTS.nothingHeld);
    expect(html).not.toContain("<form");
  });

  it("escapes what the person sent, the address and the token", () => {
    const html = yourDataPageHtml({ ...held([lead({ name: '<script>alert("x")</script>' })]), email: 'a"b@example.in' }, 'x"><b>');
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain('x"><b>');
    expect(html).toContain("&#60;script&#62;");
    expect(html).toContain("a&#34;b@example.in");
  });

  it("once consent is withdrawn everywhere, says so instead of offering the button again", () => {
    const html = yourDataPageHtml(held([lead({ name: "Asha" }, { consentWithdrawnAt: "2026-11-25T06:00:00.000Z" })]), "tok.en");
    expect(html).toContain("You have withdrawn your consent.");
    expect(html).not.toContain(DATA_RIGHTS_TEXTS.withdrawButton);
    expect(html).toContain(DATA_RIGHTS_TEXTS.erasureButton);
  });

  it("tells where to get a new link when one does not work", () => {
    expect(invalidLinkPageHtml()).toContain('href="/legal/your-data"');
  });
});

describe("the links' lives", () => {
  const now = new Date("2026-11-26T10:00:00Z");

  it("a requested link lasts 7 days, a confirmation's the retention period", () => {
    expect(requestedLinkExpiry(now)).toBe(Date.parse("2026-12-03T10:00:00Z"));
    expect(confirmationLinkExpiry(now)).toBe(Date.parse("2028-11-26T10:00:00Z"));
    expect(confirmationLinkExpiry(now, 6)).toBe(Date.parse("2027-05-26T10:00:00Z"));
  });

  it("a link names its address under the key it was made with", () => {
    const url = new URL(yourDataLink(new URL("https://ankur.example.in"), "key-1", "Asha@Example.in", requestedLinkExpiry(now)));
    expect(verifyDataRightsToken(url.searchParams.get("token"), "key-1", now.getTime())).toMatchObject({ ok: true, payload: { email: "asha@example.in" } });
  });
});
