import { describe, expect, it } from "vitest";
import { isLeadReference } from "./lead-reference-format.ts";

describe("isLeadReference", () => {
  it("takes a reference of the form's own prefix, year and code", () => {
    expect(isLeadReference("incubation", "INC-2026-7KQ3M9")).toBe(true);
    expect(isLeadReference("contact", "CON-2027-ZZ2345")).toBe(true);
    expect(isLeadReference("download-request", "DLR-2026-ABCDEF")).toBe(true);
  });

  it("refuses another form's prefix, misreadable letters, a wrong length and anything around it", () => {
    for (const text of ["CON-2026-7KQ3M9", "INC-2026-7KQ3MO", "INC-2026-7KQ3M", "INC-2026-7KQ3M99", "INC-26-7KQ3M9", " INC-2026-7KQ3M9", "INC-2026-7KQ3M9\n", "inc-2026-7kq3m9", "<b>INC-2026-7KQ3M9</b>", ""]) {
      expect({ text, taken: isLeadReference("incubation", text) }).toEqual({ text, taken: false });
    }
    expect(isLeadReference("incubation", undefined)).toBe(false);
    expect(isLeadReference("incubation", ["INC-2026-7KQ3M9"])).toBe(false);
  });
});
