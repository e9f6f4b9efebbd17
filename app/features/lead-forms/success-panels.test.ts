import { describe, expect, it } from "vitest";
import { LEAD_KINDS } from "../../../contract/leads/lead-paths.ts";
import { answerReference, successPanelOf } from "./success-panels";

describe("successPanelOf", () => {
  it("gives the incubation panel the spec's heading, the Application ID and a status link for it", () => {
    expect(successPanelOf("incubation", "INC-2026-7KQ3M9")).toEqual({
      heading: "Application Submitted Successfully!",
      reference: { label: "Application ID", value: "INC-2026-7KQ3M9" },
      replyBy: expect.stringContaining("every fortnight"),
      next: [
        { label: "Check your application status", path: "/contact-get-involved/application-status?applicationId=INC-2026-7KQ3M9" },
        { label: "How a troupe works", path: "/ecosystem/troup-based-incubation-model" },
      ],
    });
  });

  it("gives a contact message its reference and the contact page's promise of two working days", () => {
    expect(successPanelOf("contact", "CON-2026-ABCDEF")).toMatchObject({
      reference: { label: "Your reference", value: "CON-2026-ABCDEF" },
      replyBy: expect.stringContaining("within two working days"),
    });
  });

  it("shows no reference that is not one of the form's, and still two ways on", () => {
    for (const reference of ["<script>", "INC-2026-7KQ3M9", "", null, undefined, 42]) {
      const panel = successPanelOf("contact", reference);
      expect(panel.reference).toBeUndefined();
      expect(panel.next).toHaveLength(2);
    }
    expect(successPanelOf("incubation", undefined).next[0].path).toBe("/contact-get-involved/application-status");
  });

  it("gives each form its own heading and two distinct links", () => {
    for (const kind of LEAD_KINDS) {
      const { heading, replyBy, next } = successPanelOf(kind, undefined);
      expect({ kind, heading, replyBy }).toEqual({ kind, heading: expect.stringMatching(/\S/), replyBy: expect.stringMatching(/\S/) });
      expect({ kind, links: new Set(next.map((link) => link.path)).size }).toEqual({ kind, links: 2 });
    }
  });
});

describe("answerReference", () => {
  it("reads the id of the API's answer when it is a reference of the form", () => {
    expect(answerReference("contact", { success: true, message: "x", id: "CON-2026-ABCDEF" })).toBe("CON-2026-ABCDEF");
    for (const answer of [{ id: "PAR-2026-ABCDEF" }, { id: 7 }, {}, null, "CON-2026-ABCDEF"]) expect(answerReference("contact", answer)).toBeUndefined();
  });
});
