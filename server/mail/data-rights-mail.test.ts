import { describe, expect, it } from "vitest";
import { dataRightsLinkMail, requestDeclinedMail, requestDoneMail, teamRequestMail, yourDataParagraph } from "./data-rights-mail.ts";
import { visitorConfirmation } from "./lead-mail.ts";
import { newsletterConfirmationMail } from "./newsletter-mail.ts";

const SITE = new URL("https://ankur.example.in");
const LINK = "https://ankur.example.in/api/data-rights/your-data?token=abc.def";

describe("the data-rights mails", () => {
  it("end every lead kind's confirmation with the signed link when it is given, and keep the old sentence without it", () => {
    for (const kind of ["contact", "incubation", "partnership", "corporate-inquiry", "investor-access", "event-registration", "download-request"] as const) {
      const lead = { kind, reference: "CON-2026-ABCDEF", submittedAt: new Date("2026-11-26T05:00:00Z"), email: "asha@example.in", fields: { eventId: "x" } };
      const withLink = visitorConfirmation({ ...lead, yourDataUrl: LINK }, SITE);
      expect(withLink.body).toContain(yourDataParagraph(LINK));
      expect(withLink.body).toContain("CON-2026-ABCDEF");
      expect(visitorConfirmation(lead, SITE).body).not.toContain("/api/data-rights/");
      expect(visitorConfirmation(lead, SITE).body).toContain("privacy@ankur-ecosystem.in");
    }
  });

  it("put the link into the newsletter's confirmation too", () => {
    const mail = newsletterConfirmationMail("asha@example.in", { confirm: "https://c", unsubscribe: "https://u", yourData: LINK });
    expect(mail.body).toContain(LINK);
  });

  it("send the requested link with how long it works, and nothing the visitor typed", () => {
    const mail = dataRightsLinkMail("asha@example.in", LINK, 7);
    expect(mail).toMatchObject({ audience: "visitor", recipients: ["asha@example.in"] });
    expect(mail.body).toContain(LINK);
    expect(mail.body).toContain("7 days");
  });

  it("tell the person a request is done or declined with the reference, the reason cleaned of control characters", () => {
    expect(requestDoneMail({ reference: "DRQ-2026-ABCDEF", email: "a@b.in", kind: "erasure" }).body).toMatch(/erased your data/);
    const declined = requestDeclinedMail({ reference: "DRQ-2026-ABCDEF", email: "a@b.in", kind: "correction", reason: "Kept\u202E as sent" });
    expect(declined.subject).toBe("Your request DRQ-2026-ABCDEF");
    expect(declined.body).toContain("Kept as sent");
  });

  it("give the team the reference, due date and staff link, no address", () => {
    const mail = teamRequestMail({ reference: "DRQ-2026-ABCDEF", kind: "erasure", dueAt: new Date("2026-12-26T00:00:00Z"), siteUrl: SITE });
    expect(mail.audience).toBe("team");
    expect(mail.body).toContain("2026-12-26");
    expect(mail.body).toContain("https://ankur.example.in/admin/data-rights/DRQ-2026-ABCDEF");
  });
});
