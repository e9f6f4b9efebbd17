import { describe, expect, it } from "vitest";
import { CONTACT_REQUIRED_FIELDS, contactSchema } from "./contact-schema.ts";
import { INCUBATION_REQUIRED_FIELDS, incubationSchema } from "./incubation-schema.ts";
import {
  INCUBATION_BODY_LIMIT,
  PITCH_DECK_ACCEPT,
  PITCH_DECK_EXTENSIONS,
  PITCH_DECK_MAX_BYTES,
  PITCH_DECK_MAX_LABEL,
  SMALL_FORM_BODY_LIMIT,
  TEXT_LIMITS,
} from "./lead-limits.ts";
import { COMPANY_SIZES, INDUSTRIES, INDUSTRY_SECTORS, PARTNERSHIP_TYPES, STAGES } from "./lead-options.ts";
import { PARTNERSHIP_REQUIRED_FIELDS, isPhoneNumber, partnershipSchema } from "./partnership-schema.ts";
import { fieldErrorsFrom, validationMessage } from "./validation-errors.ts";
import { LINE_BREAK_REFUSED } from "./lead-fields.ts";

// What the spec says, written out here rather than read from production, so
// that dropping a required field, renaming an option or moving a limit in
// production turns these tests red.

/** Spec 1 §5/§8: the line shown when a required field is empty. */
const SPEC_REQUIRED_MESSAGE = "Please fill in all required fields";
/** Spec 1 §5 (and §3 for the partnership form's eight fields). */
const SPEC_CONTACT_REQUIRED = ["name", "email", "message"] as const;
const SPEC_CONTACT_OPTIONAL = ["organization", "role"] as const;
const SPEC_INCUBATION_REQUIRED = ["companyName", "founderName", "email", "industrySector", "stage", "motivation"] as const;
const SPEC_PARTNERSHIP_REQUIRED = ["organizationName", "contactPerson", "email", "phone", "partnershipType", "industry", "companySize", "proposal"] as const;
/** Spec 1 §3 option lists, in the spec's order. */
const SPEC_INDUSTRY_SECTORS = ["Technology", "Healthcare", "FinTech", "Sustainability", "Education", "Manufacturing", "Agriculture", "Other"];
const SPEC_STAGES = ["Idea", "Prototype", "Early Revenue", "Scaling"];
const SPEC_PARTNERSHIP_TYPES = ["Associate", "Strategic", "Alliance", "Corporate", "Academic", "Government"];
const SPEC_INDUSTRIES = ["Technology", "Finance", "Healthcare", "Education", "Manufacturing", "Retail", "Energy", "Government", "Other"];
const SPEC_COMPANY_SIZES = ["1-10", "11-50", "51-200", "201-500", "501-1000", "1000+"];
/** Spec 1 §9: the pitch deck's 10MB and its types. */
const TEN_MB = 10 * 1024 * 1024;
/**
 * The spec sets no length bounds (§5: "Length bounds: not shown"); these are
 * the values contract/leads/lead-limits.ts chose, pinned here as literals.
 */
const LIMITS = { personName: 100, organizationName: 150, role: 100, email: 254, phone: 25, longText: 5000, fileName: 255, honeypot: 500 };

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
    expect(INDUSTRY_SECTORS).toEqual(SPEC_INDUSTRY_SECTORS);
    expect(STAGES).toEqual(SPEC_STAGES);
    expect(PARTNERSHIP_TYPES).toEqual(SPEC_PARTNERSHIP_TYPES);
    expect(INDUSTRIES).toEqual(SPEC_INDUSTRIES);
    expect(COMPANY_SIZES).toEqual(SPEC_COMPANY_SIZES);
  });

  it("are what the schemas take: every option of the spec, and nothing else", () => {
    for (const industrySector of SPEC_INDUSTRY_SECTORS) expect(incubationSchema.safeParse({ ...incubation, industrySector }).success).toBe(true);
    for (const stage of SPEC_STAGES) expect(incubationSchema.safeParse({ ...incubation, stage }).success).toBe(true);
    for (const partnershipType of SPEC_PARTNERSHIP_TYPES) expect(partnershipSchema.safeParse({ ...partnership, partnershipType }).success).toBe(true);
    for (const industry of SPEC_INDUSTRIES) expect(partnershipSchema.safeParse({ ...partnership, industry }).success).toBe(true);
    for (const companySize of SPEC_COMPANY_SIZES) expect(partnershipSchema.safeParse({ ...partnership, companySize }).success).toBe(true);
    expect(Object.keys(errorsOf(incubationSchema.safeParse({ ...incubation, industrySector: "technology", stage: "Series A" }))).sort()).toEqual(["industrySector", "stage"]);
  });
});

describe("required fields", () => {
  it("are the spec's, in production's lists", () => {
    expect(CONTACT_REQUIRED_FIELDS).toEqual(SPEC_CONTACT_REQUIRED);
    expect(INCUBATION_REQUIRED_FIELDS).toEqual(SPEC_INCUBATION_REQUIRED);
    expect(PARTNERSHIP_REQUIRED_FIELDS).toEqual(SPEC_PARTNERSHIP_REQUIRED);
  });

  const forms = [
    ["contact", contactSchema, contact, CONTACT_REQUIRED_FIELDS, SPEC_CONTACT_REQUIRED],
    ["incubation", incubationSchema, incubation, INCUBATION_REQUIRED_FIELDS, SPEC_INCUBATION_REQUIRED],
    ["partnership", partnershipSchema, partnership, PARTNERSHIP_REQUIRED_FIELDS, SPEC_PARTNERSHIP_REQUIRED],
  ] as const;

  it.each(forms)("%s: a blank required field is refused with the spec's 'Please fill in all required fields'", (_form, schema, valid, required, specRequired) => {
    for (const field of specRequired) {
      const body = { ...valid, [field]: " " };
      expect({ field, success: schema.safeParse(body).success, message: validationMessage(body, required) }).toEqual({
        field,
        success: false,
        message: SPEC_REQUIRED_MESSAGE,
      });
    }
  });

  it("contact: organization and role may be blank or absent", () => {
    for (const field of SPEC_CONTACT_OPTIONAL) {
      expect(contactSchema.safeParse({ ...contact, [field]: "" }).success).toBe(true);
      expect(contactSchema.safeParse(Object.fromEntries(Object.entries(contact).filter(([key]) => key !== field))).success).toBe(true);
    }
  });
});

describe("limits", () => {
  it("are the values chosen in lead-limits.ts and the spec's 10MB pitch deck of PDF, PPT or PPTX", () => {
    expect(TEXT_LIMITS).toEqual(LIMITS);
    expect(PITCH_DECK_MAX_BYTES).toBe(TEN_MB);
    expect(PITCH_DECK_MAX_LABEL).toBe("10MB");
    expect(PITCH_DECK_EXTENSIONS).toEqual([".pdf", ".ppt", ".pptx"]);
    expect(PITCH_DECK_ACCEPT).toBe(".pdf,.ppt,.pptx");
    expect(SMALL_FORM_BODY_LIMIT).toBe(64 * 1024);
    // A 10 MB deck as base64 (13 981 016 characters) and 64 KB for the rest.
    expect(INCUBATION_BODY_LIMIT).toBe(13_981_016 + 64 * 1024);
  });

  /** A valid value of `length` characters for each kind of field. */
  const ofLength = (field: string, length: number) => {
    if (field === "email") return `${"a".repeat(length - "@example.in".length)}@example.in`;
    if (field === "phone") return `+91${" ".repeat(length - 14)}98765 43210`;
    if (field === "pitchDeckName") return `${"d".repeat(length - ".pdf".length)}.pdf`;
    return "x".repeat(length);
  };
  const bounded = [
    ["contact", "name", LIMITS.personName, contactSchema, contact],
    ["contact", "email", LIMITS.email, contactSchema, contact],
    ["contact", "organization", LIMITS.organizationName, contactSchema, contact],
    ["contact", "role", LIMITS.role, contactSchema, contact],
    ["contact", "message", LIMITS.longText, contactSchema, contact],
    ["incubation", "companyName", LIMITS.organizationName, incubationSchema, incubation],
    ["incubation", "founderName", LIMITS.personName, incubationSchema, incubation],
    ["incubation", "email", LIMITS.email, incubationSchema, incubation],
    ["incubation", "pitchDeckName", LIMITS.fileName, incubationSchema, incubation],
    ["incubation", "motivation", LIMITS.longText, incubationSchema, incubation],
    ["partnership", "organizationName", LIMITS.organizationName, partnershipSchema, partnership],
    ["partnership", "contactPerson", LIMITS.personName, partnershipSchema, partnership],
    ["partnership", "email", LIMITS.email, partnershipSchema, partnership],
    ["partnership", "phone", LIMITS.phone, partnershipSchema, partnership],
    ["partnership", "proposal", LIMITS.longText, partnershipSchema, partnership],
  ] as const;

  it.each(bounded)("%s takes %s up to %i characters and refuses one more", (_form, field, limit, schema, valid) => {
    expect(errorsOf(schema.safeParse({ ...valid, [field]: ofLength(field, limit) }))).toEqual({});
    expect(errorsOf(schema.safeParse({ ...valid, [field]: ofLength(field, limit + 1) }))).toEqual({ [field]: `Please keep this under ${limit} characters.` });
  });

  it.each([
    ["contact", contactSchema, contact],
    ["incubation", incubationSchema, incubation],
    ["partnership", partnershipSchema, partnership],
  ] as const)("%s takes a honeypot of 500 characters and refuses 501", (_form, schema, valid) => {
    expect(schema.safeParse({ ...valid, website: "x".repeat(500) }).success).toBe(true);
    expect(Object.keys(errorsOf(schema.safeParse({ ...valid, website: "x".repeat(501) })))).toEqual(["website"]);
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

  it.each(SPEC_CONTACT_REQUIRED)("requires %s", (field) => {
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
    expect(errorsOf(contactSchema.safeParse({ ...contact, message: "x".repeat(5001) })).message).toBe("Please keep this under 5000 characters.");
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

  it.each(SPEC_INCUBATION_REQUIRED)("requires %s", (field) => {
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
    const deckOf = (bytes: number) => `data:application/pdf;base64,${Buffer.alloc(bytes).toString("base64")}`;
    expect(errorsOf(incubationSchema.safeParse({ ...incubation, pitchDeck: deckOf(TEN_MB) }))).toEqual({});
    expect(errorsOf(incubationSchema.safeParse({ ...incubation, pitchDeck: deckOf(TEN_MB + 1) })).pitchDeck).toMatch(/larger than 10MB/);
  });
});

describe("partnershipSchema", () => {
  it("accepts a complete application", () => {
    expect(partnershipSchema.safeParse(partnership).success).toBe(true);
  });

  it.each(SPEC_PARTNERSHIP_REQUIRED)("requires %s", (field) => {
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
  const oneLineFields: [string, string, typeof contactSchema | typeof incubationSchema | typeof partnershipSchema, Record<string, unknown>][] = [
    ["contact", "name", contactSchema, contact],
    ["contact", "organization", contactSchema, contact],
    ["contact", "role", contactSchema, contact],
    ["incubation", "companyName", incubationSchema, incubation],
    ["incubation", "founderName", incubationSchema, incubation],
    ["partnership", "organizationName", partnershipSchema, partnership],
    ["partnership", "contactPerson", partnershipSchema, partnership],
    ["partnership", "phone", partnershipSchema, partnership],
  ];

  it.each(oneLineFields)("%s refuses a line break inside %s, with a clear message", (_form, field, schema, valid) => {
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
