import { describe, expect, it } from "vitest";
import { latencySummary, outageFigures, reconcile, type RequestOutcome, statusCounts, verdictOf } from "./reconcile.ts";

const outcome = (marker: string, answer: Partial<RequestOutcome>, times: { sentAt?: number; endedAt?: number } = {}): RequestOutcome => ({
  marker,
  kind: "contact",
  sentAt: times.sentAt ?? 0,
  endedAt: times.endedAt ?? 10,
  ...answer,
});

const ok = (marker: string, reference = `REF-${marker}`, times = {}) => outcome(marker, { status: 201, reference }, times);

describe("verdictOf", () => {
  it("a success answer with a reference is acknowledged", () => {
    expect(verdictOf(ok("a"))).toBe("acknowledged");
  });
  it("a failure answer, or a refused connection, is rejected", () => {
    expect(verdictOf(outcome("a", { status: 503 }))).toBe("rejected");
    expect(verdictOf(outcome("a", { status: 500 }))).toBe("rejected");
    expect(verdictOf(outcome("a", { error: "ECONNREFUSED" }))).toBe("rejected");
  });
  it("no answer (reset, timeout), or a success without a reference, is unknown", () => {
    expect(verdictOf(outcome("a", { error: "ECONNRESET" }))).toBe("unknown");
    expect(verdictOf(outcome("a", { error: "TIMEOUT" }))).toBe("unknown");
    expect(verdictOf(outcome("a", { status: 201 }))).toBe("unknown");
  });
});

describe("reconcile", () => {
  it("every acknowledged lead stored once under its reference: found, nothing lost", () => {
    const r = reconcile([ok("a"), ok("b")], new Map([["a", ["REF-a"]], ["b", ["REF-b"]]]));
    expect(r).toMatchObject({ requests: 2, acknowledged: 2, found: 2, lost: 0, duplicates: 0, wrongReference: 0, strays: 0 });
  });

  it("an acknowledged lead missing from the database is lost", () => {
    const r = reconcile([ok("a"), ok("b")], new Map([["a", ["REF-a"]]]));
    expect(r).toMatchObject({ acknowledged: 2, found: 1, lost: 1 });
    expect(r.examples.lost).toEqual(["b"]);
  });

  it("a marker stored twice is a duplicate, whatever its answer", () => {
    const stored = new Map([
      ["a", ["REF-a", "REF-x"]],
      ["u", ["REF-u1", "REF-u2"]],
    ]);
    const r = reconcile([ok("a"), outcome("u", { error: "ECONNRESET" })], stored);
    expect(r).toMatchObject({ acknowledged: 1, found: 0, lost: 0, duplicates: 2, unknown: 1, unknownStored: 1 });
    expect(r.examples.duplicates).toEqual(["a", "u"]);
  });

  it("stored under another reference than the one acknowledged", () => {
    const r = reconcile([ok("a")], new Map([["a", ["REF-other"]]]));
    expect(r).toMatchObject({ found: 0, lost: 0, wrongReference: 1 });
  });

  it("a rejected lead must not be stored", () => {
    const r = reconcile([outcome("a", { status: 503 }), outcome("b", { error: "ECONNREFUSED" }), outcome("c", { status: 503 })], new Map([["a", ["REF-a"]]]));
    expect(r).toMatchObject({ rejected: 3, rejectedButStored: 1 });
    expect(r.examples.rejectedButStored).toEqual(["a"]);
  });

  it("unknown leads are counted either way, never as lost", () => {
    const r = reconcile([outcome("a", { error: "ECONNRESET" }), outcome("b", { error: "ECONNRESET" })], new Map([["a", ["REF-a"]]]));
    expect(r).toMatchObject({ unknown: 2, unknownStored: 1, unknownNotStored: 1, lost: 0, acknowledged: 0 });
  });

  it("a stored marker no request sent is a stray", () => {
    expect(reconcile([], new Map([["z", ["REF-z"]]])).strays).toBe(1);
  });

  it("keeps at most five examples of each problem", () => {
    const outcomes = Array.from({ length: 8 }, (_, i) => ok(`m${i}`));
    expect(reconcile(outcomes, new Map()).examples.lost).toHaveLength(5);
  });
});

describe("statusCounts", () => {
  it("counts answers by status and requests without one by error", () => {
    const counts = statusCounts([ok("a"), ok("b"), outcome("c", { status: 503 }), outcome("d", { error: "ECONNRESET" }), outcome("e", { error: "ECONNRESET" })]);
    expect(counts).toEqual({ "201": 2, "503": 1, "no answer: ECONNRESET": 2 });
  });
});

describe("latencySummary", () => {
  it("percentiles and rate of the answered requests only", () => {
    const outcomes = [
      ...Array.from({ length: 99 }, (_, i) => ok(`a${i}`, undefined, { sentAt: 0, endedAt: 10 })),
      ok("slow", undefined, { sentAt: 0, endedAt: 500 }),
      outcome("lost-connection", { error: "ECONNRESET" }, { sentAt: 0, endedAt: 9000 }),
    ];
    const summary = latencySummary(outcomes, 10);
    expect(summary).toEqual({ answered: 100, p50: 10, p99: 10, max: 500, answersPerSecond: 10 });
  });

  it("NaN without answers", () => {
    expect(latencySummary([], 5)).toMatchObject({ answered: 0, p50: Number.NaN, max: Number.NaN });
  });
});

describe("outageFigures", () => {
  const TEXT = "We could not save your submission just now.";
  const window = { downAt: 1000, upAt: 3000 };

  it("sorts the answers around the outage and measures the recovery", () => {
    const outcomes = [
      ok("before", undefined, { sentAt: 0, endedAt: 500 }),
      outcome("clear", { status: 503, message: TEXT }, { sentAt: 1100, endedAt: 1200 }),
      outcome("slow-clear", { status: 503, message: TEXT }, { sentAt: 900, endedAt: 2400 }),
      outcome("other-text", { status: 503, message: "Service Unavailable" }, { sentAt: 1500, endedAt: 1600 }),
      outcome("bug", { status: 500 }, { sentAt: 2000, endedAt: 2100 }),
      outcome("hung", { error: "TIMEOUT" }, { sentAt: 2500, endedAt: 32_500 }),
      ok("first-after", undefined, { sentAt: 3100, endedAt: 3400 }),
      ok("later", undefined, { sentAt: 9000, endedAt: 9100 }),
      outcome("failed-late", { status: 503, message: TEXT }, { sentAt: 9000, endedAt: 9100 }),
    ];
    expect(outageFigures(outcomes, window, TEXT)).toEqual({
      duringOutage: 5,
      clear503: 2,
      other503: 1,
      other5xx: 1,
      noAnswer: 1,
      slowestAnswerMs: 1500,
      recoveredInMs: 400,
      failuresAfterRecovery: 1,
    });
  });

  it("no success after the outage: recovery is NaN", () => {
    expect(outageFigures([outcome("x", { status: 503, message: TEXT }, { sentAt: 3500, endedAt: 3600 })], window, TEXT).recoveredInMs).toBeNaN();
  });
});
