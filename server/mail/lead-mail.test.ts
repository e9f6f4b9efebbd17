import { describe, expect, it } from "vitest";
import { type LeadForMail, leadMessages, teamNotification, visitorConfirmation } from "./lead-mail.ts";
import { headerText, labelledValue, plainText } from "./plain-text.ts";

const siteUrl = new URL("https://ankur.example.in");
const at = new Date("2026-03-14T05:30:00.000Z");

const contact: LeadForMail = {
  kind: "contact",
  reference: "CON-2026-7KQ3M9",
  submittedAt: at,
  email: "priya@sahyadri-agro.in",
  fields: { name: "Priya Deshmukh", email: "priya@sahyadri-agro.in", organization: "Sahyadri Agro", message: "Line one\nLine two" },
};

describe("the team's notification", () => {
  it("carries every field as plain text, the reference and the time in IST, and a reply goes to the visitor", () => {
    const mail = teamNotification(contact, siteUrl);
    expect(mail).toMatchObject({ audience: "team", replyTo: "priya@sahyadri-agro.in", subject: "New contact message CON-2026-7KQ3M9: Sahyadri Agro" });
    expect(mail.recipients).toBeUndefined();
    expect(mail.body).toBe(
      [
        "A new contact message came in through the website.",
        "",
        "Reference: CON-2026-7KQ3M9",
        "Received: 14 Mar 2026, 11:00 am IST",
        "",
        "Name: Priya Deshmukh",
        "E-mail: priya@sahyadri-agro.in",
        "Organisation: Sahyadri Agro",
        "",
        "Message:",
        "    Line one",
        "    Line two",
        "",
        "Reply to this e-mail to answer Priya Deshmukh at priya@sahyadri-agro.in.",
        "Staff inbox: https://ankur.example.in/admin",
      ].join("\n"),
    );
  });

  it("keeps hostile text as the characters it is, in one subject line", () => {
    const hostile: LeadForMail = {
      ...contact,
      fields: { name: "Robert\nBcc: victim@example.com", email: contact.email, message: "<script>alert(1)</script> \u202Egnp.exe" },
    };
    const mail = teamNotification(hostile, siteUrl);
    expect(mail.subject).toBe("New contact message CON-2026-7KQ3M9: Robert Bcc: victim@example.com");
    expect(mail.body).toContain("<script>alert(1)</script> gnp.exe");
    expect(mail.body).toContain("Name:\n    Robert\n    Bcc: victim@example.com");
  });

  it("names the pitch deck, the NDA time and the investor's fund", () => {
    const incubation = teamNotification(
      { ...contact, kind: "incubation", fields: { companyName: "Krishiyantra Labs" }, pitchDeck: { fileName: "deck.pdf", mediaType: "application/pdf", sizeBytes: 1_572_864 } },
      siteUrl,
    );
    expect(incubation.body).toContain("Pitch deck: deck.pdf (application/pdf, 1.5 MB), in the staff inbox.");
    const investor = teamNotification(
      { ...contact, kind: "investor-access", fields: { company: "Saptarishi Ventures", ndaAcceptedAt: "2026-11-21T10:00:00.000Z", investmentFocus: "FinTech, Deep Tech" } },
      siteUrl,
    );
    expect(investor.body).toContain("Company / Fund: Saptarishi Ventures");
    expect(investor.body).toContain("NDA accepted at: 21 Nov 2026, 3:30 pm IST (2026-11-21T10:00:00.000Z)");
    expect(investor.body).toContain("Investment focus: FinTech, Deep Tech");
    expect(investor.subject).toBe("New investor access request CON-2026-7KQ3M9: Saptarishi Ventures");
  });
});

describe("the visitor's confirmation", () => {
  it("goes to the visitor with the reference and none of the text they typed", () => {
    const spam: LeadForMail = { ...contact, fields: { ...contact.fields, name: "Cheap loans at loans.example", message: "Visit loans.example" } };
    const mail = visitorConfirmation(spam, siteUrl);
    expect(mail).toMatchObject({ audience: "visitor", recipients: ["priya@sahyadri-agro.in"], subject: "We have your message (CON-2026-7KQ3M9)" });
    expect(mail.body).toContain("Your reference: CON-2026-7KQ3M9");
    expect(mail.body).not.toMatch(/loans|Priya/);
    expect(mail.body).toMatch(/^Hello,\n\n/);
    expect(mail.body).toContain("privacy@ankur-ecosystem.in");
  });

  it("gives an applicant the Application ID and the link to the status page", () => {
    const mail = visitorConfirmation({ ...contact, kind: "incubation", reference: "INC-2026-7KQ3M9" }, siteUrl);
    expect(mail.subject).toBe("Your incubation application INC-2026-7KQ3M9");
    expect(mail.body).toContain("Your Application ID: INC-2026-7KQ3M9");
    expect(mail.body).toContain("https://ankur.example.in/contact-get-involved/application-status?applicationId=INC-2026-7KQ3M9");
  });

  it("links an event registration to the event and its calendar file", () => {
    const mail = visitorConfirmation({ ...contact, kind: "event-registration", fields: { eventId: "term-sheets-decoded-2026" } }, siteUrl);
    expect(mail.body).toContain("https://ankur.example.in/resources/events#event-term-sheets-decoded-2026");
    expect(mail.body).toContain("https://ankur.example.in/calendar/term-sheets-decoded-2026.ics");
  });

  it("tells a download request that the team sends the file, attaching nothing", () => {
    const mail = visitorConfirmation({ ...contact, kind: "download-request", fields: { resourceId: "seed-stage-business-plan" } }, siteUrl);
    expect(mail.subject).toBe("Your file is on its way (CON-2026-7KQ3M9)");
    expect(mail.body).toContain("A member of our team will e-mail you the file you asked for within one working day.");
  });

  it("exists for every kind, next to the team's notification", () => {
    for (const kind of ["contact", "incubation", "partnership", "corporate-inquiry", "investor-access", "event-registration", "download-request"] as const) {
      const [team, visitor] = leadMessages({ ...contact, kind }, siteUrl);
      expect(team?.audience).toBe("team");
      expect(visitor?.subject).toContain(contact.reference);
    }
  });
});

describe("plain text", () => {
  it("drops control characters and bidi overrides, keeps line breaks and Indian scripts", () => {
    expect(plainText("a\u0000b\r\nc\u202Ed नमस्ते")).toBe("ab\ncd नमस्ते");
    expect(headerText("  one\n two\tthree ")).toBe("one two three");
    expect(headerText("x".repeat(200))).toHaveLength(120);
    expect(labelledValue("Role", " CTO ")).toBe("Role: CTO");
  });
});
