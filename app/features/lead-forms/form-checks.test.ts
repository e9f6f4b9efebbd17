import { describe, expect, it } from "vitest";
import { checkIncubation } from "./incubation-form";
import { checkInvestorAccess } from "./investor-access-form";

const application = { companyName: "Kisan Labs", founderName: "Asha Rao", email: "asha@kisan.in", industrySector: "Agriculture", stage: "Idea", motivation: "Soil data", website: "" };

describe("checkIncubation", () => {
  it("passes the text fields with no deck chosen (an empty file input sends a nameless, empty file)", () => {
    const data = new FormData();
    data.append("pitchDeck", new File([], ""));
    expect(checkIncubation(application, data).ok).toBe(true);
  });

  it("refuses a deck of the wrong type beside its field, with spec §5's text for missing fields", () => {
    const data = new FormData();
    data.append("pitchDeck", new File(["hello"], "deck.txt"));
    const result = checkIncubation({ ...application, companyName: "" }, data);
    expect(result).toEqual({
      ok: false,
      message: "Please fill in all required fields",
      fieldErrors: { companyName: "Please enter your company's name.", pitchDeck: "The pitch deck must be a PDF, PPT or PPTX file." },
    });
  });
});

describe("checkInvestorAccess", () => {
  const details = { name: "Vikram", email: "v@fund.in", company: "Fund", role: "Partner", investmentFocus: ["FinTech"], message: "Decks please", website: "" };

  it("checks the details alone before the NDA is accepted", () => {
    expect(checkInvestorAccess({ ...details, ndaAcceptedAt: "" })).toMatchObject({ ok: true, request: { name: "Vikram" } });
  });

  it("checks the whole submission once it is accepted", () => {
    const result = checkInvestorAccess({ ...details, ndaAcceptedAt: "2026-03-01T10:00:00.000Z" });
    expect(result).toMatchObject({ ok: true, request: { ndaAcceptedAt: "2026-03-01T10:00:00.000Z" } });
  });

  it("names each missing detail for the summary", () => {
    expect(checkInvestorAccess({ ...details, company: " ", ndaAcceptedAt: "" })).toEqual({ ok: false, fieldErrors: { company: "Please enter your company or fund." } });
  });
});
