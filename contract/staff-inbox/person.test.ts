import { describe, expect, it } from "vitest";
import { type PersonTimelineEntry, mergeTimeline, otherLeadsText, parseSpamBody, personPagePath, PERSON_API } from "./person.ts";

const received = (reference: string, at: string): PersonTimelineEntry => ({ reference, at, type: "received", kind: "contact" });
const note = (reference: string, at: string, text: string): PersonTimelineEntry => ({ reference, at, type: "note", text, by: null });

describe("parseSpamBody", () => {
  it("takes exactly a boolean spam", () => {
    expect(parseSpamBody({ spam: true })).toEqual({ ok: true, spam: true });
    expect(parseSpamBody({ spam: false })).toEqual({ ok: true, spam: false });
  });

  it("refuses anything else: other types, extra keys, no object", () => {
    for (const body of [{ spam: "true" }, { spam: 1 }, {}, { spam: true, by: 3 }, [true], null, "spam", undefined]) {
      expect(parseSpamBody(body)).toEqual({ ok: false, problem: 'Please send { "spam": true } or { "spam": false }.' });
    }
  });
});

describe("mergeTimeline", () => {
  it("puts every lead's entries in one list, newest first, the arrival after what happened at the same moment", () => {
    const entries = [
      received("CON-2026-AAAAAA", "2026-11-02T05:00:00.000Z"),
      note("CON-2026-AAAAAA", "2026-11-04T05:00:00.000Z", "Called back"),
      received("INC-2026-BBBBBB", "2026-11-03T05:00:00.000Z"),
      note("INC-2026-BBBBBB", "2026-11-03T05:00:00.000Z", "Same moment"),
    ];
    const { timeline, leftOut } = mergeTimeline(entries);
    expect(timeline.map((entry) => `${entry.reference} ${entry.type}`)).toEqual([
      "CON-2026-AAAAAA note",
      "INC-2026-BBBBBB note",
      "INC-2026-BBBBBB received",
      "CON-2026-AAAAAA received",
    ]);
    expect(leftOut).toBe(0);
  });

  it("keeps the newest entries within the bound and says how many were left out", () => {
    const entries = Array.from({ length: 7 }, (_, i) => note("CON-2026-AAAAAA", `2026-11-0${i + 1}T05:00:00.000Z`, `note ${i + 1}`));
    const { timeline, leftOut } = mergeTimeline(entries, 3);
    expect(timeline.map((entry) => (entry.type === "note" ? entry.text : ""))).toEqual(["note 7", "note 6", "note 5"]);
    expect(leftOut).toBe(4);
  });
});

describe("the person's words and paths", () => {
  it('says "+N more" only when the address has other leads', () => {
    expect(otherLeadsText(undefined)).toBeUndefined();
    expect(otherLeadsText(1)).toBeUndefined();
    expect(otherLeadsText(2)).toBe("+1 more from this person");
    expect(otherLeadsText(4)).toBe("+3 more from this person");
  });

  it("reaches a person through a lead's reference, never an address", () => {
    expect(personPagePath("CON-2026-7KQ3M9")).toBe("/admin/leads/CON-2026-7KQ3M9/person");
    expect(PERSON_API.person("CON/../x")).toBe("/admin/leads/CON%2F..%2Fx/person");
    expect(PERSON_API.spam("CON-2026-7KQ3M9")).toBe("/admin/leads/CON-2026-7KQ3M9/spam");
  });
});
