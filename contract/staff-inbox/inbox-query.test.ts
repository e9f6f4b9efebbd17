import { describe, expect, it } from "vitest";
import { formatCursor, hasFilters, inboxFilters, inboxQueryString, indiaDayEnd, indiaDayStart, isDay, parseCursor, parseInboxQuery } from "./inbox-query.ts";

describe("parseInboxQuery", () => {
  it("reads filters and a cursor from a URL and writes them back", () => {
    const params = new URLSearchParams("kind=incubation&status=new&from=2026-03-01&to=2026-03-31&q=%20Priya%20&older=2026-03-14T05:30:00.000Z_42&ignored=x");
    const parsed = parseInboxQuery(params);
    expect(parsed).toEqual({
      ok: true,
      query: { kind: "incubation", status: "new", from: "2026-03-01", to: "2026-03-31", q: "Priya", older: { submittedAt: "2026-03-14T05:30:00.000Z", id: 42 } },
    });
    if (!parsed.ok) return;
    expect(inboxQueryString(parsed.query)).toBe("kind=incubation&status=new&from=2026-03-01&to=2026-03-31&q=Priya&older=2026-03-14T05%3A30%3A00.000Z_42");
    expect(inboxFilters(parsed.query)).not.toHaveProperty("older");
    expect(hasFilters(parsed.query)).toBe(true);
  });

  it("takes blank values as no filter, from a form or a query object", () => {
    expect(parseInboxQuery({ kind: "", status: " ", q: "", from: "" })).toEqual({ ok: true, query: {} });
    expect(hasFilters({})).toBe(false);
    expect(inboxQueryString({})).toBe("");
  });

  it("reads the spam check and the origin filters and writes them back", () => {
    const parsed = parseInboxQuery(new URLSearchParams("verification=unverified&origin=linkedin%20demo-day"));
    expect(parsed).toEqual({ ok: true, query: { verification: "unverified", origin: "linkedin demo-day" } });
    if (!parsed.ok) return;
    expect(inboxQueryString(parsed.query)).toBe("verification=unverified&origin=linkedin+demo-day");
    expect(hasFilters({ verification: "verified" })).toBe(true);
    expect(hasFilters({ origin: "x" })).toBe(true);
    expect(parseInboxQuery({ verification: "maybe" })).toEqual({ ok: false, problem: 'The spam check is "verified" or "unverified", not "maybe".' });
    expect(parseInboxQuery({ origin: "x".repeat(201) }).ok).toBe(false);
  });

  it("names what it cannot use", () => {
    expect(parseInboxQuery({ kind: "webinar" })).toMatchObject({ ok: false, problem: expect.stringContaining("webinar") });
    expect(parseInboxQuery({ status: "won" })).toMatchObject({ ok: false });
    expect(parseInboxQuery({ from: "2026-02-30" })).toMatchObject({ ok: false, problem: expect.stringContaining("YYYY-MM-DD") });
    expect(parseInboxQuery({ from: "2026-03-10", to: "2026-03-01" })).toMatchObject({ ok: false, problem: "The first day comes after the last day." });
    expect(parseInboxQuery({ q: "x".repeat(201) })).toMatchObject({ ok: false });
    expect(parseInboxQuery({ older: "yesterday" })).toMatchObject({ ok: false });
    expect(parseInboxQuery({ older: "2026-03-14T05:30:00.000Z_1", newer: "2026-03-14T05:30:00.000Z_2" })).toMatchObject({ ok: false });
    expect(parseInboxQuery({ kind: ["contact"] })).toEqual({ ok: true, query: {} });
  });
});

describe("days and cursors", () => {
  it("counts days in India Standard Time", () => {
    expect(indiaDayStart("2026-03-14")).toBe("2026-03-13T18:30:00.000Z");
    expect(indiaDayEnd("2026-03-14")).toBe("2026-03-14T18:30:00.000Z");
    expect(isDay("2024-02-29")).toBe(true);
    expect(isDay("2026-02-29")).toBe(false);
    expect(isDay("14-03-2026")).toBe(false);
  });

  it("writes and reads a place in the list", () => {
    const cursor = { submittedAt: "2026-03-14T05:30:00.000Z", id: 123 };
    expect(parseCursor(formatCursor(cursor))).toEqual(cursor);
    expect(parseCursor("2026-13-45T05:30:00.000Z_1")).toBeUndefined();
  });
});

describe("the inbox's owner, overdue and time-left parts (issue 25)", () => {
  it("reads an owner (an id, mine, unassigned), overdue and the sort by time left, and writes them back", () => {
    const parsed = parseInboxQuery(new URLSearchParams("owner=mine&overdue=yes&sort=reply-due"));
    expect(parsed).toEqual({ ok: true, query: { owner: "mine", overdue: true, sort: "reply-due" } });
    if (!parsed.ok) return;
    expect(inboxQueryString(parsed.query)).toBe("owner=mine&overdue=yes&sort=reply-due");
    expect(hasFilters(parsed.query)).toBe(true);
    expect(hasFilters({ sort: "reply-due" })).toBe(false);
    expect(parseInboxQuery({ owner: "12" })).toEqual({ ok: true, query: { owner: 12 } });
    expect(parseInboxQuery({ owner: "unassigned" })).toEqual({ ok: true, query: { owner: "unassigned" } });
  });

  it("refuses an owner, overdue or sort it does not know", () => {
    expect(parseInboxQuery({ owner: "0" }).ok).toBe(false);
    expect(parseInboxQuery({ owner: "someone" }).ok).toBe(false);
    expect(parseInboxQuery({ overdue: "no" }).ok).toBe(false);
    expect(parseInboxQuery({ sort: "oldest" }).ok).toBe(false);
  });
});

describe("the inbox's spam filter (issue 25, person.ts)", () => {
  it('reads "spam=yes" as only the leads marked spam, writes it back and counts it as a filter', () => {
    const parsed = parseInboxQuery(new URLSearchParams("spam=yes&kind=contact"));
    expect(parsed).toEqual({ ok: true, query: { kind: "contact", spam: true } });
    if (!parsed.ok) return;
    expect(inboxQueryString(parsed.query)).toBe("kind=contact&spam=yes");
    expect(hasFilters({ spam: true })).toBe(true);
    expect(inboxFilters({ spam: true, older: { submittedAt: "2026-03-14T05:30:00.000Z", id: 4 } })).toEqual({ spam: true });
    // Blank is no filter: spam stays hidden.
    expect(parseInboxQuery({ spam: " " })).toEqual({ ok: true, query: {} });
  });

  it("refuses any other value with a problem that says what to give", () => {
    for (const value of ["no", "true", "1", "YES"]) {
      const parsed = parseInboxQuery({ spam: value });
      expect(parsed).toEqual({ ok: false, problem: 'Give "spam=yes" to see only the leads marked spam, or leave it out.' });
    }
  });
});
