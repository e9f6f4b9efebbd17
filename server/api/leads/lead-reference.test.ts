import { describe, expect, it } from "vitest";
import { newLeadReference } from "./lead-reference.ts";

describe("newLeadReference", () => {
  it("is short, readable and names the form", () => {
    expect(newLeadReference("incubation", new Date("2026-06-01T00:00:00Z"))).toMatch(/^INC-2026-[2-9A-HJKMNP-Z]{6}$/);
    expect(newLeadReference("contact")).toMatch(/^CON-\d{4}-/);
    expect(newLeadReference("partnership")).toMatch(/^PAR-\d{4}-/);
    expect(newLeadReference("corporate-inquiry")).toMatch(/^COR-\d{4}-/);
    expect(newLeadReference("investor-access")).toMatch(/^INV-\d{4}-/);
    expect(newLeadReference("event-registration")).toMatch(/^EVT-\d{4}-/);
    expect(newLeadReference("download-request")).toMatch(/^DLR-\d{4}-/);
  });

  it("uses the Indian calendar year", () => {
    expect(newLeadReference("contact", new Date("2026-12-31T19:00:00Z"))).toMatch(/^CON-2027-/);
  });

  it("rarely repeats", () => {
    const references = new Set(Array.from({ length: 5000 }, () => newLeadReference("contact")));
    expect(references.size).toBe(5000);
  });
});
