import { describe, expect, it } from "vitest";
import { leadTitle } from "./lead-detail-page";
import { leadHistory } from "./lead-history";

describe("leadHistory", () => {
  it("puts notes and status changes in one list, newest first, with who", () => {
    const entries = leadHistory({
      notes: [{ id: 1, text: "Called", at: "2026-03-14T09:00:00.000Z", by: "anjali@ankur.example.in" }],
      statusChanges: [
        { from: "contacted", to: "qualified", at: "2026-03-15T09:00:00.000Z", by: "ravi@ankur.example.in" },
        { from: "new", to: "contacted", at: "2026-03-13T09:00:00.000Z", by: null },
      ],
    });
    expect(entries.map((e) => [e.text, e.by])).toEqual([
      ["Status changed from Contacted to Qualified", "ravi@ankur.example.in"],
      ["Called", "anjali@ankur.example.in"],
      ["Status changed from New to Contacted", null],
    ]);
  });

  it("calls a lead by its sender's name, whatever the form called it", () => {
    expect(leadTitle({ fields: { contactPerson: "Meera Iyer" }, email: "m@d.org" })).toBe("Meera Iyer");
    expect(leadTitle({ fields: {}, email: "m@d.org" })).toBe("m@d.org");
  });
});
