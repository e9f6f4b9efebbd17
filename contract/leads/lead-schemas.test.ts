import { describe, expect, it } from "vitest";
import { CONTACT_REQUIRED_FIELDS, contactSchema } from "./contact-schema.ts";
import { INCUBATION_REQUIRED_FIELDS, incubationSchema } from "./incubation-schema.ts";
import { PITCH_DECK_MAX_BYTES, TEXT_LIMITS, base64Length } from "./lead-limits.ts";
import { COMPANY_SIZES, INDUSTRIES, INDUSTRY_SECTORS, PARTNERSHIP_TYPES, STAGES } from "./lead-options.ts";
import { PARTNERSHIP_REQUIRED_FIELDS, isPhoneNumber, partnershipSchema } from "./partnership-schema.ts";
import { fieldErrorsFrom } from "./validation-errors.ts";
import { LINE_BREAK_REFUSED } from "./lead-fields.ts";

const contact = { name: "Priya Deshmukh", email: "priya@sahyadri-agro.in", organization: "", role: "", message: "We would like to visit." };
const incubation = {
  companyName: "Krishiyantra Labs",
  founderName: "Aditya Kulkarni",
  email: "aditya@krishiyantra.in",
  industrySector: "Agriculture",
  stage: "Prototype",
  motivation: "We need a go-to-market troupe.",
};
const partnership = {
  organizationName: "Deccan Fintech Alliance",
  contactPerson: "Meera Iyer",
  email: "meera@deccanfintech.org",
  phone: "+91 98765 43210",
  partnershipType: "Strategic",
  industry: "Finance",
  companySize: "51-200",
  proposal: "A joint fintech cohort.",
};

const errorsOf = (result: { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }) =>
  fieldErrorsFrom(result.error?.issues ?? []);

describe("option lists", () => {
  it("are the spec's, in its order", () => {
    expect(INDUSTRY_SECTORS).toEqual(["Technology", "Healthcare", "FinTech", "Sustainability", "Education", "Manufacturing", "Agriculture", "Other"]);
    expect(STAGES).toEqual(["Idea", "Prototype", "Early Revenue", "Scaling"]);
    expect(PARTNERSHIP_TYPES).toEqual(["Associate", "Strategic", "Alliance", "Corporate", "Academic", "Government"]);
    expect(INDUSTRIES).toEqual(["Technology", "Finance", "Healthcare", "Education", "Manufacturing", "Retail", "Energy", "Government", "Other"]);
    expect(COMPANY_SIZES).toEqual(["1-10", "11-50", "51-200", "201-500", "501-1000", "1000+"]);
  });
});

describe("contactSchema", () => {
  it("accepts a message, trims it and drops blank optional fields", () => {
    const result = contactSchema.safeParse({ ...contact, name: "  Priya Deshmukh  ", role: "  " });
    expect(result.success).toBe(true);
    expect(result.data?.name).toBe("Priya Deshmukh");
    expect(result.data?.organization).toBeUndefined();
    expect(result.data?.role).toBeUndefined();
  });

  it.each(CONTACT_REQUIRED_FIELDS)("requires %s", (field) => {
    for (const value of [undefined, "", "   "]) {
      const result = contactSchema.safeParse({ ...contact, [field]: value });
      expect(result.success).toBe(false);
      expect(errorsOf(result)[field]).toMatch(/^Please /);
    }
  });

  it("checks the e-mail format", () => {
    expect(errorsOf(contactSchema.safeParse({ ...contact, email: "priya@" })).email).toBe(
      "Please enter a valid e-mail address, such as name@company.in.",
    );
  });

  it("rejects unknown fields and non-text values", () => {
    expect(errorsOf(contactSchema.safeParse({ ...contact, admin: true })).admin).toBe("This form has no such field.");
    expect(errorsOf(contactSchema.safeParse({ ...contact, name: 42 })).name).toBe("Please enter your name.");
    expect(contactSchema.safeParse([]).success).toBe(false);
  });

  it("bounds lengths and strips control characters but keeps line breaks (as \\n) and emoji", () => {
    expect(errorsOf(contactSchema.safeParse({ ...contact, message: "x".repeat(TEXT_LIMITS.longText + 1) })).message).toBe(
      `Please keep this under ${TEXT_LIMITS.longText} characters.`,
    );
    const result = contactSchema.safeParse({ ...contact, message: "Hello\u0000 team\r\nनमस्ते 🚀" });
    expect(result.data?.message).toBe("Hello team\nनमस्ते 🚀");
  });

  it("accepts the honeypot field", () => {
    expect(contactSchema.safeParse({ ...contact, website: "" }).success).toBe(true);
  });
});

describe("incubationSchema", () => {
  it("accepts an application without a pitch deck", () => {
    for (const pitchDeck of [undefined, null, ""]) {
      const result = incubationSchema.safeParse({ ...incubation, pitchDeck });
      expect(result.success).toBe(true);
      expect(result.data?.pitchDeck).toBeUndefined();
    }
  });

  it.each(INCUBATION_REQUIRED_FIELDS)("requires %s", (field) => {
    const result = incubationSchema.safeParse({ ...incubation, [field]: "" });
    expect(result.success).toBe(false);
    expect(Object.keys(errorsOf(result))).toEqual([field]);
  });

  it("takes only the spec's sectors and stages", () => {
    expect(errorsOf(incubationSchema.safeParse({ ...incubation, industrySector: "Crypto" })).industrySector).toBe("Please choose an industry sector.");
    expect(errorsOf(incubationSchema.safeParse({ ...incubation, stage: "idea" })).stage).toBe("Please choose your stage.");
  });

  it("takes a pitch deck as a base64 data URL of at most 10 MB", () => {
    const ok = incubationSchema.safeParse({ ...incubation, pitchDeck: "data:application/pdf;base64,JVBERi0xLjQ=", pitchDeckName: "deck.pdf" });
    expect(ok.success).toBe(true);
    expect(errorsOf(incubationSchema.safeParse({ ...incubation, pitchDeck: "JVBERi0xLjQ=" })).pitchDeck).toMatch(/could not be read/);
    expect(errorsOf(incubationSchema.safeParse({ ...incubation, pitchDeck: "data:application/pdf;base64,%%%=" })).pitchDeck).toMatch(/could not be read/);
    const tooBig = `data:application/pdf;base64,${"A".repeat(base64Length(PITCH_DECK_MAX_BYTES + 3))}`;
    expect(errorsOf(incubationSchema.safeParse({ ...incubation, pitchDeck: tooBig })).pitchDeck).toMatch(/larger than 10MB/);
  });
});

describe("partnershipSchema", () => {
  it("accepts a complete application", () => {
    expect(partnershipSchema.safeParse(partnership).success).toBe(true);
  });

  it.each(PARTNERSHIP_REQUIRED_FIELDS)("requires %s", (field) => {
    const result = partnershipSchema.safeParse({ ...partnership, [field]: "" });
    expect(Object.keys(errorsOf(result))).toEqual([field]);
  });

  it("takes only the spec's options", () => {
    const errors = errorsOf(partnershipSchema.safeParse({ ...partnership, partnershipType: "Silent", industry: "Mining", companySize: "5000+" }));
    expect(Object.keys(errors).sort()).toEqual(["companySize", "industry", "partnershipType"]);
  });

  it("checks phone numbers loosely: separators allowed, 7 to 15 digits", () => {
    for (const phone of ["+91 98765 43210", "020-4860 1200", "(080) 4123 5600", "9876543210"]) expect(isPhoneNumber(phone)).toBe(true);
    for (const phone of ["12345", "call me", "+91 98765 43210 ext 5", "1234567890123456"]) expect(isPhoneNumber(phone)).toBe(false);
    expect(errorsOf(partnershipSchema.safeParse({ ...partnership, phone: "abc" })).phone).toMatch(/valid phone number/);
  });
});

describe("single-line fields", () => {
  const breaks = ["\n", "\r\n", "\r", "\u0085", "\u2028", "\u2029"];
  const oneLineFields: [string, typeof contactSchema | typeof incubationSchema | typeof partnershipSchema, Record<string, unknown>, string][] = [
    ["contact", contactSchema, contact, "name"],
    ["contact", contactSchema, contact, "organization"],
    ["contact", contactSchema, contact, "role"],
    ["incubation", incubationSchema, incubation, "companyName"],
    ["incubation", incubationSchema, incubation, "founderName"],
    ["partnership", partnershipSchema, partnership, "organizationName"],
    ["partnership", partnershipSchema, partnership, "contactPerson"],
    ["partnership", partnershipSchema, partnership, "phone"],
  ];

  it.each(oneLineFields)("%s refuses a line break inside %s, with a clear message", (_form, schema, valid, field) => {
    for (const lineBreak of breaks) {
      const text = field === "phone" ? `+91 98765${lineBreak}43210` : `Priya${lineBreak}Deshmukh`;
      expect(errorsOf(schema.safeParse({ ...valid, [field]: text }))).toEqual({ [field]: LINE_BREAK_REFUSED });
    }
  });

  it("takes a break at either end as the blank it is, and keeps breaks in long texts", () => {
    expect(contactSchema.safeParse({ ...contact, name: "\nPriya Deshmukh\r\n" }).data?.name).toBe("Priya Deshmukh");
    expect(contactSchema.safeParse({ ...contact, message: "Line one.\nLine two." }).data?.message).toBe("Line one.\nLine two.");
    expect(incubationSchema.safeParse({ ...incubation, motivation: "One.\r\nTwo." }).success).toBe(true);
  });
});
