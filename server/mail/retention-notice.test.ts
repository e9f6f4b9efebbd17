import { describe, expect, it } from "vitest";
import { retentionNotice } from "./retention-notice.ts";

const SITE = new URL("https://ankur.example/");

describe("retentionNotice", () => {
  const lead = { kind: "incubation" as const, reference: "INC-2024-7KQ3M9", email: "aditya@krishiyantra.in" };

  it("states the reference, the date in India and the two ways to keep the lead", () => {
    const draft = retentionNotice(lead, new Date("2026-11-26T10:00:00.000Z"), SITE, "team@ankur.example");
    expect(draft).toMatchObject({ audience: "visitor", recipients: ["aditya@krishiyantra.in"], replyTo: "team@ankur.example" });
    expect(draft.subject).toContain("INC-2024-7KQ3M9");
    expect(draft.body).toContain("reference INC-2024-7KQ3M9");
    expect(draft.body).toContain("not before 26 Nov 2026, 3:30 pm IST");
    expect(draft.body).toContain("reply to this e-mail");
    expect(draft.body).toContain("https://ankur.example/legal/your-data: asking there for a copy of your data, or for a correction, keeps it too.");
  });

  it("has no reply address of its own when no team inbox is set", () => {
    expect(retentionNotice(lead, new Date(), SITE).replyTo).toBeUndefined();
  });
});
