import { describe, expect, it } from "vitest";
import { VISIT_ORIGIN_STORAGE_KEY } from "../../../contract/leads/lead-origin.ts";
import { visitOriginFields } from "./visit-origin";

const storageWith = (value: string | null) => ({ getItem: (key: string) => (key === VISIT_ORIGIN_STORAGE_KEY ? value : null) });

describe("visitOriginFields", () => {
  it("gives the noted origin by the form's field names", () => {
    const noted = { landingPage: "/programs?utm_source=linkedin", referrer: "https://www.linkedin.com/", utmSource: "linkedin", utmCampaign: "demo-day" };
    expect(visitOriginFields(storageWith(JSON.stringify(noted)))).toEqual(noted);
  });

  it("leaves out what is not a known part or not a text", () => {
    expect(visitOriginFields(storageWith(JSON.stringify({ landingPage: "/", utmSource: 7, email: "x@y.in", utmMedium: "" })))).toEqual({ landingPage: "/" });
  });

  it("gives nothing without storage, without a note, or with a broken one", () => {
    expect(visitOriginFields(undefined)).toEqual({});
    expect(visitOriginFields(storageWith(null))).toEqual({});
    expect(visitOriginFields(storageWith("{not json"))).toEqual({});
    expect(visitOriginFields(storageWith('"a string"'))).toEqual({});
  });
});
