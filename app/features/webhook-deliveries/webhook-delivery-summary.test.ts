import { describe, expect, it } from "vitest";
import { canSendAgain, deliverySummary } from "./webhook-delivery-summary.ts";

describe("webhook delivery summary", () => {
  it("counts deliveries by state, in the states' order", () => {
    expect(deliverySummary([{ state: "failed" }, { state: "delivered" }, { state: "delivered" }], true)).toBe("3 deliveries: 2 delivered, 1 failed.");
    expect(deliverySummary([{ state: "queued" }], true)).toBe("1 delivery: 1 waiting.");
  });

  it("says when there is nothing yet, and when webhooks are off", () => {
    expect(deliverySummary([], true)).toBe("No events sent to the CRM for this lead yet.");
    expect(deliverySummary([], false)).toBe("Webhooks are off: no CRM address is set (LEAD_WEBHOOK_URLS).");
  });

  it("offers send again for a failed or delivered event only", () => {
    expect(["queued", "sending", "delivered", "failed"].map((state) => canSendAgain(state as never))).toEqual([false, false, true, true]);
  });
});
