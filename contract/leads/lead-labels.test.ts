import { describe, expect, it } from "vitest";
import { LEAD_KIND_LABELS, LEAD_FIELD_LABELS, leadFieldLabel, leadKindLabel, leadKindNoun, spellOut } from "./lead-labels.ts";
import { STORED_LEAD_KINDS } from "./lead-paths.ts";
import { corporateInquirySchema } from "./corporate-inquiry.ts";
import { contactSchema } from "./contact-schema.ts";
import { downloadRequestSchema } from "./download-request-schema.ts";
import { eventRegistrationSchema } from "./event-registration-schema.ts";
import { incubationSchema } from "./incubation-schema.ts";
import { investorAccessSubmissionSchema } from "./investor-access.ts";
import { partnershipSchema } from "./partnership-schema.ts";

/** The fields each form's schema stores (the honeypot and the pitch deck's bytes and name are not stored as fields). */
const NOT_FIELDS = new Set(["website", "pitchDeck", "pitchDeckName"]);
const storedFields = (schema: { def: { shape: Record<string, unknown> } }) => Object.keys(schema.def.shape).filter((name) => !NOT_FIELDS.has(name));

describe("lead labels", () => {
  it("names every kind, in a heading and inside a sentence", () => {
    expect(Object.keys(LEAD_KIND_LABELS).sort()).toEqual([...STORED_LEAD_KINDS].sort());
    expect(leadKindLabel("incubation")).toBe("Incubation application");
    expect(leadKindLabel("corporate-inquiry")).toBe("Corporate engagement inquiry");
    expect(leadKindLabel("investor-access")).toBe("Investor access request");
    expect(leadKindNoun("event-registration")).toBe("event registration");
    expect(leadKindLabel("webinar-signup")).toBe("Webinar signup");
  });

  it("has a label for every field that any of the seven forms stores", () => {
    const schemas = [contactSchema, incubationSchema, partnershipSchema, corporateInquirySchema, investorAccessSubmissionSchema, eventRegistrationSchema, downloadRequestSchema];
    const fields = new Set(schemas.flatMap((schema) => storedFields(schema as unknown as { def: { shape: Record<string, unknown> } })));
    for (const name of ["ndaAcceptedAt", "eventId", "resourceId", "interests", "investmentFocus", "fullName"]) expect(fields).toContain(name);
    expect([...fields].filter((name) => !Object.hasOwn(LEAD_FIELD_LABELS, name))).toEqual([]);
  });

  it("says what a field means for its kind, and spells out fields it does not know", () => {
    expect(leadFieldLabel("company")).toBe("Company");
    expect(leadFieldLabel("company", "investor-access")).toBe("Company / Fund");
    expect(leadFieldLabel("ndaAcceptedAt", "investor-access")).toBe("NDA accepted at");
    expect(leadFieldLabel("interests")).toBe("Areas of interest");
    expect(leadFieldLabel("resourceId")).toBe("File asked for");
    expect(leadFieldLabel("ticket_size")).toBe("Ticket size");
    expect(leadFieldLabel("toString")).toBe("To string");
    expect(spellOut("companySize")).toBe("Company size");
  });
});
