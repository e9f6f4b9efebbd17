import { describe, expect, it } from "vitest";
import { signToken } from "../newsletter/newsletter-links.ts";
import { dataRightsLinkUrl, signDataRightsToken, verifyDataRightsToken } from "./data-rights-token.ts";

const SECRET = "a-test-secret-of-enough-length-000";
const NOW = Date.parse("2026-11-26T10:00:00Z");
const DAY = 86_400_000;

describe("data-rights tokens", () => {
  it("give back the address (in lower case) and the expiry they were signed with", () => {
    const token = signDataRightsToken({ email: "Asha@Example.in", expiresAt: NOW + 7 * DAY }, SECRET);
    expect(verifyDataRightsToken(token, SECRET, NOW)).toEqual({ ok: true, payload: { email: "asha@example.in", expiresAt: NOW + 7 * DAY } });
  });

  it("do not carry the address in clear", () => {
    const token = signDataRightsToken({ email: "asha@example.in", expiresAt: NOW + DAY }, SECRET);
    const [body = ""] = token.split(".");
    expect(token).not.toContain("asha");
    expect(Buffer.from(body, "base64url").toString("latin1")).not.toContain("asha");
  });

  it("are refused once expired", () => {
    const token = signDataRightsToken({ email: "asha@example.in", expiresAt: NOW + DAY }, SECRET);
    expect(verifyDataRightsToken(token, SECRET, NOW + DAY)).toEqual({ ok: false, reason: "expired" });
  });

  it("are refused under another key, or with a changed body or signature", () => {
    const token = signDataRightsToken({ email: "asha@example.in", expiresAt: NOW + DAY }, SECRET);
    expect(verifyDataRightsToken(token, "another-secret", NOW)).toEqual({ ok: false, reason: "forged" });
    const [body = "", signature = ""] = token.split(".");
    const flipped = `${body.slice(0, 5)}${body[5] === "A" ? "B" : "A"}${body.slice(6)}`;
    expect(verifyDataRightsToken(`${flipped}.${signature}`, SECRET, NOW)).toEqual({ ok: false, reason: "forged" });
    expect(verifyDataRightsToken(`${body}.${signature.slice(1)}x`, SECRET, NOW)).toEqual({ ok: false, reason: "forged" });
  });

  it("refuse a newsletter link's token, even one signed with the same secret", () => {
    const newsletter = signToken({ purpose: "unsubscribe", leadId: 7 }, SECRET);
    expect(verifyDataRightsToken(newsletter, SECRET, NOW).ok).toBe(false);
  });

  it("refuse what is not a token", () => {
    for (const bad of [undefined, 42, "", "abc", "a.b.c", "x".repeat(2000)]) expect(verifyDataRightsToken(bad, SECRET, NOW).ok).toBe(false);
  });

  it("make a link to the data page with the token in its query", () => {
    const url = new URL(dataRightsLinkUrl(new URL("https://ankur.example.in"), "abc.def"));
    expect(url.pathname).toBe("/api/data-rights/your-data");
    expect(url.searchParams.get("token")).toBe("abc.def");
  });
});
