import { describe, expect, it } from "vitest";
import { corporateInquiryConfirmation, investorAccessConfirmation, joinList } from "./confirmation-text";

describe("joinList", () => {
  it("joins none, one, two and three items", () => {
    expect(joinList([])).toBe("");
    expect(joinList(["a"])).toBe("a");
    expect(joinList(["a", "b"])).toBe("a and b");
    expect(joinList(["a", "b", "c"])).toBe("a, b and c");
  });
});

describe("corporateInquiryConfirmation", () => {
  it("thanks by first name and names the company and interests", () => {
    expect(
      corporateInquiryConfirmation({ name: "Kavita Rao", company: "Dakshin Components", interests: ["Process Automation", "Data Analytics & Insights"] }),
    ).toBe(
      "Thank you, Kavita. Your inquiry for Dakshin Components about Process Automation and Data Analytics & Insights has reached our corporate partnerships team, and we will reply within 24 hours.",
    );
  });

  it("leaves the interests out when none were chosen", () => {
    expect(corporateInquiryConfirmation({ name: "Kavita", company: "Dakshin", interests: [] })).toBe(
      "Thank you, Kavita. Your inquiry for Dakshin has reached our corporate partnerships team, and we will reply within 24 hours.",
    );
  });
});

describe("investorAccessConfirmation", () => {
  it("confirms the NDA and where access will be sent", () => {
    expect(investorAccessConfirmation({ name: "Arjun Bhatnagar", company: "Saptarishi Ventures", email: "arjun@saptarishi.vc" })).toBe(
      "Thank you, Arjun. You have accepted the NDA, and the pitch-deck access request for Saptarishi Ventures is with our investor relations team. Data-room access will reach arjun@saptarishi.vc within 24 hours.",
    );
  });
});
