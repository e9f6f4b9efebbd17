import { describe, expect, it } from "vitest";
import { CORPORATE_INTERESTS, corporateInquirySchema } from "./corporate-inquiry.ts";

const valid = {
  name: "Kavita Rao",
  email: "kavita@dakshin.in",
  company: "Dakshin Components Ltd.",
  role: "Head of Innovation",
  interests: [],
  message: "We want to pilot predictive maintenance with a startup.",
};

describe("corporateInquirySchema", () => {
  it("lists the six interests of the spec", () => {
    expect(CORPORATE_INTERESTS).toEqual([
      "Digital Transformation",
      "Process Automation",
      "Supply Chain Optimization",
      "Customer Experience Enhancement",
      "Data Analytics & Insights",
      "Innovation Consulting",
    ]);
  });

  it("accepts a full inquiry, with or without interests", () => {
    expect(corporateInquirySchema.safeParse(valid).success).toBe(true);
    expect(corporateInquirySchema.safeParse({ ...valid, interests: ["Process Automation", "Innovation Consulting"] }).success).toBe(true);
  });

  it("requires name, email, company, role and message", () => {
    for (const field of ["name", "email", "company", "role", "message"] as const) {
      const result = corporateInquirySchema.safeParse({ ...valid, [field]: "   " });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
    }
  });

  it("rejects a malformed e-mail and an interest outside the list", () => {
    expect(corporateInquirySchema.safeParse({ ...valid, email: "kavita@" }).success).toBe(false);
    expect(corporateInquirySchema.safeParse({ ...valid, interests: ["Blockchain"] }).success).toBe(false);
  });

  it("trims the text fields", () => {
    expect(corporateInquirySchema.parse({ ...valid, name: "  Kavita Rao " }).name).toBe("Kavita Rao");
  });
});
