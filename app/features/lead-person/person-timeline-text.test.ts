import { describe, expect, it } from "vitest";
import { timelineEntryText } from "./person-timeline-text";

const at = "2026-11-25T06:30:00.000Z";
const reference = "CON-2026-7KQ3M9";

describe("timelineEntryText", () => {
  it("says what happened in plain words, with who did it when known", () => {
    expect(timelineEntryText({ reference, at, type: "received", kind: "contact" })).toMatch(/ received$/);
    expect(timelineEntryText({ reference, at, type: "status", from: "new", to: "contacted", by: "farah@ankur.example.in" })).toBe("Status changed from New to Contacted by farah@ankur.example.in");
    expect(timelineEntryText({ reference, at, type: "note", text: "Call <b>Monday</b>", by: null })).toBe("Note: Call <b>Monday</b>");
    expect(timelineEntryText({ reference, at, type: "reply", subject: "Your enquiry", state: "failed", by: "farah@ankur.example.in" })).toBe("Reply by farah@ankur.example.in: “Your enquiry” (failed)");
    expect(timelineEntryText({ reference, at, type: "mail", recipient: "visitor", subject: "Thank you", state: "sent" })).toBe("E-mail to the visitor: “Thank you” (sent)");
    expect(timelineEntryText({ reference, at, type: "spam", by: null })).toBe("Marked spam");
  });
});
