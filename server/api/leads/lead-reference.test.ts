import { describe, expect, it } from "vitest";
import { LEAD_KINDS } from "../../../contract/leads/lead-paths.ts";
import { isLeadReference } from "../../../contract/leads/lead-reference-format.ts";
import { indianYear, newLeadReference } from "./lead-reference.ts";

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

  it("has the shape the thanks page checks, of its own form only", () => {
    for (const kind of LEAD_KINDS) {
      const reference = newLeadReference(kind);
      expect(isLeadReference(kind, reference)).toBe(true);
      expect(LEAD_KINDS.filter((other) => isLeadReference(other, reference))).toEqual([kind]);
    }
  });

  it("uses the Indian calendar year", () => {
    expect(newLeadReference("contact", new Date("2026-12-31T19:00:00Z"))).toMatch(/^CON-2027-/);
    expect(indianYear(new Date("2026-12-31T18:29:59.999Z"))).toBe(2026);
    expect(indianYear(new Date("2026-12-31T18:30:00.000Z"))).toBe(2027);
  });

  it("reads the year as Asia/Kolkata does, around every new year", () => {
    const kolkata = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", year: "numeric" });
    for (let year = 2024; year <= 2040; year++) {
      for (const offsetMinutes of [-1, 0, 1, 60 * 24 * 180]) {
        const at = new Date(Date.UTC(year, 0, 1) - 330 * 60_000 + offsetMinutes * 60_000);
        expect(indianYear(at)).toBe(Number(kolkata.format(at)));
      }
    }
  });

  it("draws every symbol of the alphabet in every place of the code", () => {
    const codes = Array.from({ length: 4000 }, () => newLeadReference("contact").slice(-6));
    for (let place = 0; place < 6; place++) expect(new Set(codes.map((code) => code[place])).size).toBe(31);
  });

  it("rarely repeats", () => {
    // 5,000 draws from 31^6 codes repeat one about once in 70 runs (the birthday bound: 5000² / 2·31^6 ≈ 0.014);
    // four repeats would come once in hundreds of millions of runs, and from a weak random source at once.
    const references = new Set(Array.from({ length: 5000 }, () => newLeadReference("contact")));
    expect(references.size).toBeGreaterThanOrEqual(4997);
  });
});
