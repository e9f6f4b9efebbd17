import { describe, expect, it } from "vitest";
import { STORED_LEAD_KINDS } from "../leads/lead-paths.ts";
import { REPLY_BODY_MAX_LENGTH, REPLY_SUBJECT_MAX_LENGTH, isReplyTemplate, replyDraft, replyMailtoHref, unfilledBlank } from "./reply-templates.ts";

describe("the reply templates", () => {
  it("has one per kind, greeting the person by first name and naming the reference in subject and body", () => {
    for (const kind of STORED_LEAD_KINDS) {
      const draft = replyDraft(kind, "Ravi Shankar Iyer", "ABC-2026-7KQ3M9");
      expect(draft.template).toBe(kind);
      expect(draft.subject).toContain("ABC-2026-7KQ3M9");
      expect(draft.body.startsWith("Dear Ravi,\n\n")).toBe(true);
      expect(draft.body).toContain("Your reference: ABC-2026-7KQ3M9");
      expect(draft.subject.length).toBeLessThanOrEqual(REPLY_SUBJECT_MAX_LENGTH);
      expect(draft.body.length).toBeLessThanOrEqual(REPLY_BODY_MAX_LENGTH);
    }
  });

  it("finds a blank of the template left in a reply, and none once it is filled in", () => {
    const draft = replyDraft("incubation", "Aditya Kulkarni", "INC-2026-7KQ3M9");
    expect(unfilledBlank(draft.body)).toMatch(/^\[Next step: /);
    expect(unfilledBlank(draft.body.replace(/\[Next step:[^\]]*\]/, "We would like to meet you on Friday."))).toBeUndefined();
    expect(unfilledBlank("Please see [the attached deck] and reply.")).toBeUndefined();
  });

  it("says hello when the form had no name", () => {
    expect(replyDraft("download-request", "  ", "DLR-2026-7KQ3M9").body.startsWith("Hello,\n\n")).toBe(true);
  });

  it("knows its template names and nothing else", () => {
    expect(isReplyTemplate("partnership")).toBe(true);
    expect(isReplyTemplate("toString")).toBe(false);
    expect(isReplyTemplate(3)).toBe(false);
  });

  it("writes a mailto: link with the address and the subject encoded", () => {
    expect(replyMailtoHref("asha+inbox@example.in", "Your message to Ankur (CON-2026-7KQ3M9) & more")).toBe(
      "mailto:asha%2Binbox@example.in?subject=Your%20message%20to%20Ankur%20(CON-2026-7KQ3M9)%20%26%20more",
    );
  });
});
