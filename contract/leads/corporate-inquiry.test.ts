import { describe, expect, it } from "vitest";
import { CORPORATE_INQUIRY_REQUIRED_FIELDS, CORPORATE_INTERESTS, corporateInquirySchema } from "./corporate-inquiry.ts";
import { validationMessage } from "./validation-errors.ts";

// The spec's values written out (spec 2 §2 and §5), so that production's lists cannot drift unseen.
const SPEC_INTERESTS = [
  "Digital Transformation",
  "Process Automation",
  "Supply Chain Optimization",
  "Customer Experience Enhancement",
  "Data Analytics & Insights",
  "Innovation Consulting",
];
const SPEC_REQUIRED = ["name", "email", "company", "role", "message"] as const;
/** Spec 1 §5/§8: the line shown when a required field is empty. */
const SPEC_REQUIRED_MESSAGE = "Please fill in all required fields";
/** The spec sets no bounds (spec 2 §5); contract/leads/lead-limits.ts's values, pinned. */
const LIMITS = { name: 100, email: 254, company: 150, role: 100, message: 5000 } as const;

const valid = {
  name: "Kavita Rao",
  email: "kavita@dakshin.in",
  company: "Dakshin Components Ltd.",
  role: "Head of Innovation",
  interests: [],
  message: "We want to pilot predictive maintenance with a startup.",
};

describe("corporateInquirySchema", () => {
  it("lists the six interests of the spec, and takes each of them", () => {
    expect(CORPORATE_INTERESTS).toEqual(SPEC_INTERESTS);
    for (const interest of SPEC_INTERESTS) expect(corporateInquirySchema.safeParse({ ...valid, interests: [interest] }).success).toBe(true);
    expect(corporateInquirySchema.safeParse({ ...valid, interests: SPEC_INTERESTS }).success).toBe(true);
  });

  it("accepts a full inquiry, with or without interests", () => {
    expect(corporateInquirySchema.safeParse(valid).success).toBe(true);
    expect(corporateInquirySchema.safeParse({ ...valid, interests: ["Process Automation", "Innovation Consulting"] }).success).toBe(true);
  });

  it("requires name, email, company, role and message", () => {
    expect(CORPORATE_INQUIRY_REQUIRED_FIELDS).toEqual(SPEC_REQUIRED);
    for (const field of SPEC_REQUIRED) {
      const body = { ...valid, [field]: "   " };
      const result = corporateInquirySchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
      expect(validationMessage(body, CORPORATE_INQUIRY_REQUIRED_FIELDS)).toBe(SPEC_REQUIRED_MESSAGE);
    }
  });

  it.each(Object.entries(LIMITS))("takes %s up to %i characters and refuses one more", (field, limit) => {
    const ofLength = (length: number) => (field === "email" ? `${"k".repeat(length - "@dakshin.in".length)}@dakshin.in` : "x".repeat(length));
    expect(corporateInquirySchema.safeParse({ ...valid, [field]: ofLength(limit) }).success).toBe(true);
    const over = corporateInquirySchema.safeParse({ ...valid, [field]: ofLength(limit + 1) });
    expect(over.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[[field], `Please keep this under ${limit} characters.`]]);
  });

  it("rejects a malformed e-mail and an interest outside the list", () => {
    expect(corporateInquirySchema.safeParse({ ...valid, email: "kavita@" }).success).toBe(false);
    expect(corporateInquirySchema.safeParse({ ...valid, interests: ["Blockchain"] }).success).toBe(false);
  });

  it("trims the text fields", () => {
    expect(corporateInquirySchema.parse({ ...valid, name: "  Kavita Rao " }).name).toBe("Kavita Rao");
  });
});
