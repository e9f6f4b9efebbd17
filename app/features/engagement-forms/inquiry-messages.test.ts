import { describe, expect, it } from "vitest";
import { contactSchema } from "../../../contract/leads/contact-schema.ts";
import { corporateInquiryAsContact, investorAccessAsContact } from "./inquiry-messages";

describe("inquiries as contact messages", () => {
  it("carries every corporate inquiry field and passes the contact schema", () => {
    const request = corporateInquiryAsContact({
      name: "Anil Kumar",
      email: "anil@example.in",
      company: "Dakshin Components",
      role: "CTO",
      interests: ["Process Automation", "Data Analytics & Insights"],
      message: "We want to pilot with two startups.",
    });
    expect(request).toMatchObject({ name: "Anil Kumar", organization: "Dakshin Components", role: "CTO" });
    expect(request.message).toBe(
      "Corporate engagement inquiry\nAreas of interest: Process Automation, Data Analytics & Insights\n\nWe want to pilot with two startups.",
    );
    expect(contactSchema.safeParse({ ...request, website: "" }).success).toBe(true);
  });

  it("records the investment focus and when the NDA was accepted", () => {
    const request = investorAccessAsContact(
      { name: "Riya Shah", email: "riya@fund.in", company: "Saptarishi Ventures", role: "Partner", investmentFocus: [], message: "Seed deals only." },
      new Date("2026-11-21T10:00:00Z"),
    );
    expect(request.message).toContain("Investment focus: none chosen");
    expect(request.message).toContain("NDA accepted at 2026-11-21T10:00:00.000Z");
    expect(contactSchema.safeParse({ ...request, website: "" }).success).toBe(true);
  });

  it("keeps a long message within the contact message limit", () => {
    const request = corporateInquiryAsContact({
      name: "A",
      email: "a@b.in",
      company: "C",
      role: "R",
      interests: [],
      message: "x".repeat(5000),
    });
    expect(contactSchema.safeParse({ ...request, website: "" }).success).toBe(true);
  });
});
