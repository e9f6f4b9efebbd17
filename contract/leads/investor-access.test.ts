import { describe, expect, it } from "vitest";
import { INVESTMENT_FOCUS_AREAS, investorAccessSchema } from "./investor-access.ts";

const valid = {
  name: "Arjun Bhatnagar",
  email: "arjun@saptarishi.vc",
  company: "Saptarishi Ventures",
  role: "Partner",
  investmentFocus: ["FinTech"],
  message: "Looking at seed-stage climate deals this quarter.",
};

describe("investorAccessSchema", () => {
  it("lists the six focus areas of the spec", () => {
    expect(INVESTMENT_FOCUS_AREAS).toEqual(["FinTech", "HealthTech", "Enterprise SaaS", "Deep Tech", "Sustainability", "Consumer Tech"]);
  });

  it("accepts a full request; the focus is optional", () => {
    expect(investorAccessSchema.safeParse(valid).success).toBe(true);
    expect(investorAccessSchema.safeParse({ ...valid, investmentFocus: [] }).success).toBe(true);
  });

  it("requires name, email, company or fund, role and message", () => {
    for (const field of ["name", "email", "company", "role", "message"] as const) {
      const result = investorAccessSchema.safeParse({ ...valid, [field]: "" });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
    }
    expect(investorAccessSchema.safeParse({ ...valid, company: "" }).error?.issues[0]?.message).toBe("Please enter your company or fund.");
  });

  it("rejects a malformed e-mail and a focus outside the list", () => {
    expect(investorAccessSchema.safeParse({ ...valid, email: "arjun at fund" }).success).toBe(false);
    expect(investorAccessSchema.safeParse({ ...valid, investmentFocus: ["Crypto"] }).success).toBe(false);
  });
});
