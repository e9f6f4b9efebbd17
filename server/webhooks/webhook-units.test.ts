import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { DECK_LINK_LIFETIME_MS, deckLink, signDeckToken, verifyDeckToken } from "./deck-link.ts";
import { bodyToSend, erasureEvent, leadEvent, newEventId } from "./webhook-events.ts";
import { WEBHOOK_RETRY, retrySpanMs, webhookRetryDelay } from "./webhook-retry.ts";
import { failureText, signedHeaders } from "./webhook-send.ts";
import { TEST_WEBHOOK_SECRET } from "./test-receiver.ts";

const KEY = "deck-key-for-tests";
const NOW = new Date("2026-11-26T06:00:00.000Z");
const HOUR = 3_600_000;

describe("retry schedule", () => {
  it("doubles from a minute to two hours and keeps trying for more than 24 hours", () => {
    expect([1, 2, 3, 7, 8, 20].map((n) => webhookRetryDelay(n, WEBHOOK_RETRY) / 60_000)).toEqual([1, 2, 4, 64, 120, 120]);
    expect(retrySpanMs(WEBHOOK_RETRY)).toBeGreaterThanOrEqual(24 * HOUR);
    expect(retrySpanMs(WEBHOOK_RETRY)).toBeLessThan(48 * HOUR);
  });
});

describe("deck links", () => {
  it("open until they expire, with this key only", () => {
    const token = signDeckToken({ reference: "INC-2026-7KQ3M9", expiresAt: new Date(NOW.getTime() + HOUR) }, KEY);
    expect(verifyDeckToken(token, KEY, NOW)).toEqual({ ok: true, reference: "INC-2026-7KQ3M9", expiresAt: new Date(NOW.getTime() + HOUR) });
    expect(verifyDeckToken(token, KEY, new Date(NOW.getTime() + HOUR))).toEqual({ ok: false, reason: "expired" });
    expect(verifyDeckToken(token, "another-key", NOW)).toEqual({ ok: false, reason: "forged" });
    const [body, mac] = token.split(".");
    const otherBody = Buffer.from(JSON.stringify({ r: "INC-2026-OTHER1", e: 4_000_000_000 })).toString("base64url");
    expect(verifyDeckToken(`${otherBody}.${mac}`, KEY, NOW)).toEqual({ ok: false, reason: "forged" });
    expect(verifyDeckToken(body, KEY, NOW)).toEqual({ ok: false, reason: "malformed" });
    expect(verifyDeckToken(undefined, KEY, NOW)).toEqual({ ok: false, reason: "malformed" });
    expect(verifyDeckToken("x".repeat(400), KEY, NOW)).toEqual({ ok: false, reason: "malformed" });
  });

  it("last seven days from the try that sends them, on the site's address", () => {
    const link = deckLink(new URL("https://ankur.example.in"), "INC-2026-7KQ3M9", KEY, NOW);
    expect(link.expiresAt).toBe(new Date(NOW.getTime() + DECK_LINK_LIFETIME_MS).toISOString());
    expect(DECK_LINK_LIFETIME_MS).toBe(7 * 24 * HOUR);
    const url = new URL(link.url);
    expect(`${url.origin}${url.pathname}`).toBe("https://ankur.example.in/api/webhooks/pitch-deck");
    expect(verifyDeckToken(url.searchParams.get("token"), KEY, NOW)).toMatchObject({ ok: true, reference: "INC-2026-7KQ3M9" });
  });
});

describe("events", () => {
  const data = {
    reference: "INC-2026-7KQ3M9",
    kind: "incubation" as const,
    status: "new" as const,
    submittedAt: NOW.toISOString(),
    fields: { founderName: "Meera Iyer", email: "meera@krishi.in" },
    origin: { landingPage: "/programs/" },
    pitchDeck: { fileName: "deck.pdf", mediaType: "application/pdf", sizeBytes: 1234 },
  };

  it("adds the deck's download link when sent, and leaves an event without a deck as stored", () => {
    const stored = JSON.stringify(leadEvent("lead.created", data, NOW));
    const sent = JSON.parse(bodyToSend(stored, (reference) => ({ url: `https://x.example/${reference}`, expiresAt: "2026-12-03T06:00:00.000Z" }))) as { data: typeof data };
    expect(sent.data.pitchDeck).toEqual({ ...data.pitchDeck, downloadUrl: "https://x.example/INC-2026-7KQ3M9", downloadExpiresAt: "2026-12-03T06:00:00.000Z" });
    const { pitchDeck: _deck, ...withoutDeck } = data;
    const plain = JSON.stringify(leadEvent("lead.status_changed", { ...withoutDeck, previousStatus: "new" }, NOW));
    expect(bodyToSend(plain, () => ({ url: "unused", expiresAt: "unused" }))).toBe(plain);
  });

  it("an erasure carries the reference and kind only", () => {
    const erased = erasureEvent({ reference: "INC-2026-7KQ3M9", kind: "incubation", ...({ email: "meera@krishi.in" } as object) } as never, NOW);
    expect(erased).toEqual({ type: "lead.erased", timestamp: NOW.toISOString(), data: { reference: "INC-2026-7KQ3M9", kind: "incubation" } });
  });

  it("ids are msg_ and 32 hex digits, new each time", () => {
    const id = newEventId();
    expect(id).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(newEventId()).not.toBe(id);
  });
});

describe("signing", () => {
  it("gives headers the library verifies, and that fail for another body or secret", () => {
    const body = JSON.stringify({ type: "lead.erased", timestamp: new Date().toISOString(), data: { reference: "A", kind: "contact" } });
    const headers = signedHeaders(TEST_WEBHOOK_SECRET, { eventId: "msg_1", body, timestamp: new Date() });
    expect(headers["webhook-id"]).toBe("msg_1");
    expect(headers["webhook-signature"]).toMatch(/^v1,/);
    expect(new Webhook(TEST_WEBHOOK_SECRET).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(TEST_WEBHOOK_SECRET).verify(`${body} `, headers)).toThrow("No matching signature found");
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString("base64")}`).verify(body, headers)).toThrow("No matching signature found");
  });

  it("says why a try failed without the request's details", () => {
    expect(failureText(new TypeError("fetch failed", { cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:9"), { code: "ECONNREFUSED" }) }))).toBe("Could not connect: ECONNREFUSED.");
    expect(failureText(new DOMException("The operation was aborted due to timeout", "TimeoutError"))).toBe("No answer within 15 seconds.");
    expect(failureText(new Error("The receiver answered HTTP 410."))).toBe("The receiver answered HTTP 410.");
    expect(failureText("odd")).toBe("The request failed.");
    expect(failureText(new TypeError("Failed to parse URL from https://hooks.example/catch/123/s3cr3t?key=abc"))).toBe("Failed to parse URL from [address]");
  });
});
