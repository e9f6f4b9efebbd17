import { describe, expect, it } from "vitest";
import { replyDraft } from "../../contract/staff-inbox/reply-templates.ts";
import { leadReplyMail } from "./lead-reply-mail.ts";

describe("a reply from the inbox as an e-mail", () => {
  it("goes to the person, answers go to the team, the text as written", () => {
    const draft = replyDraft("contact", "Asha Verma", "CON-2026-7KQ3M9");
    const mail = leadReplyMail({ to: "asha@example.in", replyTo: "team@ankur.example.in", subject: draft.subject, body: draft.body });
    expect(mail).toMatchObject({ audience: "visitor", recipients: ["asha@example.in"], replyTo: "team@ankur.example.in", subject: "Your message to Ankur (CON-2026-7KQ3M9)" });
    expect(mail.body).toContain("Dear Asha,");
    expect(mail.body).toContain("Your reference: CON-2026-7KQ3M9");
  });

  it("keeps the subject to one line and drops control characters and direction overrides", () => {
    const mail = leadReplyMail({ to: "a@example.in", replyTo: undefined, subject: "Hello\r\nBcc: x@evil.example", body: "One\u202Eowt\u0000\r\nTwo" });
    expect(mail.subject).toBe("Hello Bcc: x@evil.example");
    expect(mail.body).toBe("Oneowt\nTwo\n");
    expect(mail).not.toHaveProperty("replyTo");
  });
});
