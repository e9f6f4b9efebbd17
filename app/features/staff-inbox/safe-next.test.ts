import { describe, expect, it } from "vitest";
import { safeNext, signInPathFor } from "./safe-next";

describe("safeNext", () => {
  it("returns to the staff page asked for", () => {
    expect(safeNext("/admin/leads/INC-2026-7KQ3M9")).toBe("/admin/leads/INC-2026-7KQ3M9");
    expect(safeNext("/admin?kind=contact&q=priya")).toBe("/admin?kind=contact&q=priya");
  });

  it("never leaves /admin and never loops to the sign-in page", () => {
    for (const next of [null, "", "https://evil.example/admin", "//evil.example/admin", "/\\evil.example", "/about-us", "/administration", "/admin/sign-in", "admin"]) {
      expect(safeNext(next)).toBe("/admin");
    }
  });
});

describe("signInPathFor", () => {
  it("remembers the page, but not the inbox's own address", () => {
    expect(signInPathFor({ pathname: "/admin/leads/INC-2026-7KQ3M9", search: "" })).toBe("/admin/sign-in?next=%2Fadmin%2Fleads%2FINC-2026-7KQ3M9");
    expect(signInPathFor({ pathname: "/admin", search: "" })).toBe("/admin/sign-in");
  });
});
