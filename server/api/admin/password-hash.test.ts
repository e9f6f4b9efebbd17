import { describe, expect, it } from "vitest";
import { DEFAULT_COST, hashPassword, passwordProblem, verifyAgainstDecoy, verifyPassword } from "./password-hash.ts";

const cheap = { N: 2 ** 10, r: 8, p: 1 };

describe("password hashing", () => {
  it("stores scrypt with its cost and a random salt, and checks a password against it", async () => {
    const hash = await hashPassword("correct horse battery", cheap);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(await hashPassword("correct horse battery", cheap)).not.toBe(hash);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("uses OWASP's scrypt cost by default", async () => {
    const hash = await hashPassword("पासवर्ड-नमस्ते-2026");
    expect(hash.startsWith(`scrypt$${DEFAULT_COST.N}$8$1$`)).toBe(true);
    expect(await verifyPassword("पासवर्ड-नमस्ते-2026", hash)).toBe(true);
  });

  it("refuses a stored value it cannot read instead of throwing", async () => {
    expect(await verifyPassword("x", "plain-text")).toBe(false);
    expect(await verifyPassword("x", "scrypt$1024$8$1$c2FsdA==$c2hvcnQ=")).toBe(false);
    expect(await verifyAgainstDecoy("anything")).toBe(false);
  });

  it("asks for at least 12 characters without surrounding spaces", () => {
    expect(passwordProblem("short")).toMatch(/at least 12/);
    expect(passwordProblem(" twelve chars ok")).toMatch(/space/);
    expect(passwordProblem("a".repeat(1025))).toMatch(/at most/);
    expect(passwordProblem("Sahyadri-Agro-2026")).toBeUndefined();
  });
});
