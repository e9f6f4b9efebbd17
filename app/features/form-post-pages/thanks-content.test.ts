import { describe, expect, it } from "vitest";
import { LEAD_KINDS } from "../../../contract/leads/lead-paths.ts";
import { CONTACT_SUCCESS, DOWNLOAD_REQUEST_SUCCESS, INCUBATION_SUCCESS, PARTNERSHIP_SUCCESS } from "../../../contract/leads/lead-messages.ts";
import { successPanelOf } from "~/features/lead-forms/success-panels";
import { thanksContent } from "./thanks-content.ts";

describe("thanksContent", () => {
  it("shows the incubation form's heading, text and Application ID (spec §8) in the island's panel", () => {
    const content = thanksContent("incubation", "INC-2026-7KQ3M9");
    expect(content).toEqual({
      panel: successPanelOf("incubation", "INC-2026-7KQ3M9"),
      message: INCUBATION_SUCCESS,
      back: { path: "/contact-get-involved", name: "Contact & Get Involved" },
    });
    expect(content.panel).toMatchObject({ heading: "Application Submitted Successfully!", reference: { label: "Application ID", value: "INC-2026-7KQ3M9" } });
  });

  it("shows each form's own success text and the way back to its page", () => {
    expect(thanksContent("contact", "CON-2026-ABCDEF")).toMatchObject({ message: CONTACT_SUCCESS, panel: { reference: { label: "Your reference", value: "CON-2026-ABCDEF" } } });
    expect(thanksContent("partnership", null)).toMatchObject({ message: PARTNERSHIP_SUCCESS, back: { path: "/contact-get-involved/partner-apply" } });
    expect(thanksContent("download-request", null)).toMatchObject({ message: DOWNLOAD_REQUEST_SUCCESS, back: { path: "/resources" } });
    expect(new Set(LEAD_KINDS.map((kind) => thanksContent(kind, null).message)).size).toBe(LEAD_KINDS.length);
  });

  it("leads back to the page the form was sent from when the form sits there (/apply), else to its home", () => {
    expect(thanksContent("incubation", "INC-2026-7KQ3M9", "apply").back).toEqual({ path: "/apply", name: "Apply for Incubation" });
    expect(thanksContent("incubation", "INC-2026-7KQ3M9", "https://evil.example").back).toEqual({ path: "/contact-get-involved", name: "Contact & Get Involved" });
    expect(thanksContent("contact", null, "apply").back.path).toBe("/contact-get-involved");
  });

  it("never shows a text from the address that is not a reference of the form", () => {
    for (const reference of ["<script>alert(1)</script>", "CON-2026-ABCDEF", "INC-2026-ABCDE0", "", null, undefined]) {
      expect(thanksContent("incubation", reference).panel.reference).toBeUndefined();
    }
  });
});
