import { describe, expect, it } from "vitest";
import { STORED_LEAD_KINDS } from "../leads/lead-paths.ts";
import {
  DEFAULT_REPLY_TARGET_HOURS,
  instantOfWorkingSeconds,
  parseReplyTargets,
  replyClockState,
  replyDueAt,
  workingSeconds,
  workingSecondsLeft,
  workingTimeText,
} from "./reply-clock.ts";

/** A moment written in India's time. */
const ist = (text: string) => new Date(`${text}+05:30`);
const due = (submitted: string, hours = DEFAULT_REPLY_TARGET_HOURS) => replyDueAt(ist(submitted), hours).toISOString();

describe("the reply-time clock (Monday to Friday, 09:30 to 18:00 IST)", () => {
  it("gives a lead in on a Monday at noon two working days: Wednesday at noon", () => {
    expect(due("2026-11-23T12:00:00")).toBe(ist("2026-11-25T12:00:00").toISOString());
  });

  it("counts nothing from Friday evening to Monday morning: a lead at 19:00 on Friday is due at 18:00 on Tuesday", () => {
    expect(due("2026-11-27T19:00:00")).toBe(ist("2026-12-01T18:00:00").toISOString());
  });

  it("counts the hour left on Friday afternoon, then goes on on Monday", () => {
    expect(due("2026-11-27T17:00:00")).toBe(ist("2026-12-01T17:00:00").toISOString());
  });

  it("treats a weekend lead like one at Monday 09:30", () => {
    expect(due("2026-11-28T11:00:00")).toBe(ist("2026-12-01T18:00:00").toISOString());
    expect(due("2026-11-29T23:59:00")).toBe(ist("2026-12-01T18:00:00").toISOString());
    expect(due("2026-11-30T08:00:00")).toBe(ist("2026-12-01T18:00:00").toISOString());
  });

  it("starts a lead in after hours on a weekday from the next morning", () => {
    expect(due("2026-11-24T22:30:00", 1)).toBe(ist("2026-11-25T10:30:00").toISOString());
  });

  it("ends a target that fills a working day at 18:00, not at the next morning's 09:30", () => {
    expect(due("2026-11-23T09:30:00", 8.5)).toBe(ist("2026-11-23T18:00:00").toISOString());
    expect(due("2026-11-27T09:30:00", 8.5)).toBe(ist("2026-11-27T18:00:00").toISOString());
    expect(due("2026-11-27T12:00:00", 6)).toBe(ist("2026-11-27T18:00:00").toISOString());
  });

  it("crosses a month and a year end by weekdays alone (public holidays are not known to it)", () => {
    expect(due("2026-12-31T15:00:00", 17)).toBe(ist("2027-01-04T15:00:00").toISOString());
  });

  it("reads the working time back from the moment it names", () => {
    for (const at of ["2026-11-23T09:30:01", "2026-11-25T13:17:45", "2026-11-27T17:59:59", "2026-03-02T10:00:00", "2027-06-18T18:00:00"]) {
      const seconds = workingSeconds(ist(at));
      expect(workingSeconds(instantOfWorkingSeconds(seconds))).toBe(seconds);
    }
  });

  it("stands still outside working hours", () => {
    expect(workingSeconds(ist("2026-11-27T18:00:00"))).toBe(workingSeconds(ist("2026-11-30T09:30:00")));
    expect(workingSeconds(ist("2026-11-24T03:00:00"))).toBe(workingSeconds(ist("2026-11-24T09:30:00")));
    expect(workingSeconds(ist("2026-11-24T10:30:00")) - workingSeconds(ist("2026-11-24T09:30:00"))).toBe(3600);
  });

  it("counts the time left in working hours, over a weekend too", () => {
    const dueAt = ist("2026-11-30T10:30:00");
    expect(workingSecondsLeft(dueAt, ist("2026-11-27T17:00:00"))).toBe(2 * 3600);
    expect(workingSecondsLeft(dueAt, ist("2026-11-30T11:00:00"))).toBe(-30 * 60);
  });

  it("says in words how long is left or how overdue a lead is, and that a replied lead's clock stopped", () => {
    const clock = { dueAt: ist("2026-11-30T10:30:00").toISOString(), stoppedAt: null };
    expect(replyClockState(clock, ist("2026-11-27T17:00:00"))).toEqual({ state: "running", text: "2 h left", secondsLeft: 7200 });
    expect(replyClockState(clock, ist("2026-12-01T12:35:00"))).toMatchObject({ state: "overdue", text: "Overdue by 1 working day 2 h 5 min" });
    expect(replyClockState({ ...clock, stoppedAt: ist("2026-11-27T12:00:00").toISOString() }, ist("2026-12-09T12:00:00"))).toEqual({ state: "stopped", text: "Replied" });
  });

  it("writes spans of working time plainly", () => {
    expect(workingTimeText(0)).toBe("less than a minute");
    expect(workingTimeText(45 * 60)).toBe("45 min");
    expect(workingTimeText(-(2 * 8.5 * 3600))).toBe("2 working days");
  });
});

describe("the targets from the configuration", () => {
  it("gives every kind the default and takes a kind's own", () => {
    const targets = parseReplyTargets("partnership=42.5, download-request=8.5", 17, STORED_LEAD_KINDS);
    expect(targets?.contact).toBe(17);
    expect(targets?.partnership).toBe(42.5);
    expect(targets?.["download-request"]).toBe(8.5);
    expect(parseReplyTargets(undefined, 17, STORED_LEAD_KINDS)?.incubation).toBe(17);
  });

  it("refuses a kind that does not exist, a zero and a text that is not hours", () => {
    expect(parseReplyTargets("visit=4", 17, STORED_LEAD_KINDS)).toBeUndefined();
    expect(parseReplyTargets("contact=0", 17, STORED_LEAD_KINDS)).toBeUndefined();
    expect(parseReplyTargets("contact=two days", 17, STORED_LEAD_KINDS)).toBeUndefined();
  });
});
