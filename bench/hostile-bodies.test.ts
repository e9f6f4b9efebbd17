import { describe, expect, it } from "vitest";
import { INCUBATION_BODY_LIMIT, PITCH_DECK_MAX_BYTES } from "../contract/leads/lead-limits.ts";
import { incubationSchema } from "../contract/leads/incubation-schema.ts";
import { DECK_BYTES, INCUBATION_FIELDS, PARALLEL, healthFigures, hostileBursts, pdfOfSize, reviewBody } from "./hostile-bodies.ts";

describe("the hostile part's bodies", () => {
  it("sends the review's body: four million empty objects in one list, 12 MB", () => {
    expect(reviewBody(3)).toBe('{"x":[{},{},{},{}]}');
    expect(reviewBody().length).toBe(6 + 3 * 4_000_000 + 4);
  });

  it("pads a real PDF to the size asked for", () => {
    const pdf = pdfOfSize(2000);
    expect(pdf.length).toBe(2000);
    expect(pdf.subarray(0, 9).toString("latin1")).toBe("%PDF-1.7\n");
  });

  it("builds bursts the server takes: a deck just under the limit, as JSON within the body limit and as a multipart file part", () => {
    const bursts = new Map(hostileBursts().map((burst) => [burst.key, burst]));
    expect(DECK_BYTES).toBeLessThan(PITCH_DECK_MAX_BYTES);
    expect(DECK_BYTES).toBeGreaterThan(PITCH_DECK_MAX_BYTES - 4096);

    const review = bursts.get("reviewBody");
    expect(review?.expectedStatus).toBe(400);
    expect(review?.body.headers).toEqual({ "content-type": "application/json" });
    expect(review?.body.payload.byteLength).toBe(reviewBody().length);

    const json = bursts.get("deckJson");
    const payload = json?.body.payload ?? new Uint8Array();
    expect(json?.expectedStatus).toBe(201);
    expect(payload.byteLength).toBeLessThanOrEqual(INCUBATION_BODY_LIMIT);
    const fields = JSON.parse(Buffer.from(payload).toString("utf8")) as Record<string, string>;
    expect(incubationSchema.safeParse(fields).success).toBe(true);
    expect(Buffer.from((fields.pitchDeck ?? "").split(",")[1] ?? "", "base64").length).toBe(DECK_BYTES);

    const form = bursts.get("deckMultipart");
    expect(form?.expectedStatus).toBe(201);
    expect(form?.body.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const text = Buffer.from(form?.body.payload ?? new Uint8Array()).toString("latin1");
    expect(text).toContain('Content-Disposition: form-data; name="pitchDeck"; filename="vayu-deck.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n');
    expect(text).toContain(`name="companyName"\r\n\r\n${INCUBATION_FIELDS.companyName}\r\n`);
    expect(form?.body.payload.byteLength).toBeGreaterThan(DECK_BYTES);
    expect(form?.body.payload.byteLength).toBeLessThan(DECK_BYTES + 4096);
    // Warm-ups are small requests of the same kind.
    for (const burst of bursts.values()) expect(burst.warmUp.payload.byteLength).toBeLessThan(4096);
    expect(PARALLEL).toBe(5);
  }, 30_000);
});

describe("healthFigures", () => {
  it("gives the count, the failures, the median and the worst of the probe's latencies", () => {
    expect(healthFigures([3, 1, 900, 2], 1)).toEqual({ probes: 5, failed: 1, p50: 2.5, max: 900 });
    expect(healthFigures([], 2)).toEqual({ probes: 2, failed: 2, p50: Number.NaN, max: Number.NaN });
  });
});
