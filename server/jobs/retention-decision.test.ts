import { describe, expect, it } from "vitest";
import { addMonths, oldestUndueSubmission, retentionDecision } from "./retention-decision.ts";

const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

describe("addMonths", () => {
  it("moves by calendar months, keeping the time", () => {
    expect(addMonths(at("2024-11-26T10:00:00.000Z"), 24).toISOString()).toBe("2026-11-26T10:00:00.000Z");
    expect(addMonths(at("2026-11-26T10:00:00.000Z"), -24).toISOString()).toBe("2024-11-26T10:00:00.000Z");
  });

  it("lands on the month's last day when the day does not exist", () => {
    expect(addMonths(at("2026-01-31T08:00:00.000Z"), 1).toISOString()).toBe("2026-02-28T08:00:00.000Z");
    expect(addMonths(at("2026-03-31T08:00:00.000Z"), -1).toISOString()).toBe("2026-02-28T08:00:00.000Z");
    expect(addMonths(at("2024-02-29T00:00:00.000Z"), 12).toISOString()).toBe("2025-02-28T00:00:00.000Z");
  });
});

describe("retentionDecision", () => {
  const activity = at("2024-11-26T10:00:00.000Z");
  const due = at("2026-11-26T10:00:00.000Z");

  it("keeps a lead until a week before its period ends", () => {
    expect(retentionDecision({ lastActivityAt: activity, notice: undefined }, at("2026-11-19T09:59:59.999Z"), 24)).toEqual({ action: "keep" });
  });

  it("writes the notice a week before, stating the end of the period", () => {
    expect(retentionDecision({ lastActivityAt: activity, notice: undefined }, at("2026-11-19T10:00:00.000Z"), 24)).toEqual({ action: "notify", eraseOn: due });
  });

  it("gives an overdue lead a week from now", () => {
    const now = at("2027-03-01T00:00:00.000Z");
    expect(retentionDecision({ lastActivityAt: activity, notice: undefined }, now, 24)).toEqual({ action: "notify", eraseOn: at("2027-03-08T00:00:00.000Z") });
  });

  it("waits while the notice is only queued, however late", () => {
    const notice = { activityAt: activity, eraseOn: due, sentAt: undefined };
    expect(retentionDecision({ lastActivityAt: activity, notice }, at("2030-01-01T00:00:00.000Z"), 24)).toEqual({ action: "wait" });
  });

  it("erases at the stated date when the notice went out in time", () => {
    const notice = { activityAt: activity, eraseOn: due, sentAt: at("2026-11-19T10:05:00.000Z") };
    expect(retentionDecision({ lastActivityAt: activity, notice }, at("2026-11-26T09:59:59.999Z"), 24)).toEqual({ action: "wait" });
    expect(retentionDecision({ lastActivityAt: activity, notice }, due, 24)).toEqual({ action: "erase" });
  });

  it("waits 48 hours after a notice sent late, past the stated date", () => {
    const sentAt = at("2026-11-25T22:00:00.000Z");
    const notice = { activityAt: activity, eraseOn: due, sentAt };
    expect(retentionDecision({ lastActivityAt: activity, notice }, new Date(sentAt.getTime() + 48 * HOUR - 1), 24)).toEqual({ action: "wait" });
    expect(retentionDecision({ lastActivityAt: activity, notice }, new Date(sentAt.getTime() + 48 * HOUR), 24)).toEqual({ action: "erase" });
  });

  it("withdraws the notice when there was activity after it", () => {
    const notice = { activityAt: activity, eraseOn: due, sentAt: at("2026-11-19T10:05:00.000Z") };
    const later = at("2026-11-20T12:00:00.000Z");
    expect(retentionDecision({ lastActivityAt: later, notice }, at("2026-12-30T00:00:00.000Z"), 24)).toEqual({ action: "withdraw-notice" });
  });

  it("withdraws a notice whose e-mail was dropped unsent, so a new one is written", () => {
    const notice = { activityAt: activity, eraseOn: due, sentAt: undefined, lost: true };
    expect(retentionDecision({ lastActivityAt: activity, notice }, at("2026-12-30T00:00:00.000Z"), 24)).toEqual({ action: "withdraw-notice" });
  });

  it("looks at submissions old enough to be due a notice", () => {
    expect(oldestUndueSubmission(at("2026-11-26T10:00:00.000Z"), 24).toISOString()).toBe("2024-12-03T10:00:00.000Z");
  });
});
