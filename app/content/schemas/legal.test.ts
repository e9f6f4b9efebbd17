import { describe, expect, it } from "vitest";
import { syncWithEntries } from "./broken-entry";

const wellFormedBody = "\nThis policy says little.\n\n## 1. Scope {#scope}\n\nIt covers this website.\n";

// A broken legal document or legal page fails the build, naming the file and the field.
describe("the legal documents", () => {
  it("fail the build on a day that is not in the calendar, a missing order, an unknown icon or an unknown field, naming each", async () => {
    const { exitCode, output } = await syncWithEntries({
      "legal/test-broken-policy.md": `---\nlastUpdated: "2025-02-30"\nicon: no-such-icon\ntitle: Broken Policy\n---\n${wellFormedBody}`,
    });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("legal → test-broken-policy data does not match collection schema");
    expect(output).toContain("app/content/legal/test-broken-policy.md");
    expect(output).toContain('lastUpdated: "2025-02-30" is not a day of the calendar');
    expect(output).toMatch(/order\W+order: (Required|.*expected number)/);
    expect(output).toContain('"no-such-icon" is not one of the site\'s icons');
    expect(output).toContain('Unrecognized key: "title"');
  }, 60_000);

  it("fail the build on a date written without quotes (YAML would read it as another day), saying so", async () => {
    const { exitCode, output } = await syncWithEntries({ "legal/test-unquoted.md": `---\norder: 9\nlastUpdated: 2025-04-30\nicon: scale\n---\n${wellFormedBody}` });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("app/content/legal/test-unquoted.md");
    expect(output).toContain('lastUpdated: write the date in quotes, "YYYY-MM-DD"');
  }, 60_000);

  it("fail the build on a grievance officer who is not a person of app/content/people/ or an e-mail address that is not one", async () => {
    const { exitCode, output } = await syncWithEntries({
      "legal-page.yaml": [
        "hub: { title: Our Policies, intro: How we handle your data., questionsTitle: Questions? }",
        "contact:",
        "  grievanceOfficer: nobody-at-all",
        "  grievanceEmail: grievance at ankur",
        "  grievancePhone: +91 20 6712 4510",
        "  grievanceHours: Monday to Friday",
        "  privacyEmail: privacy@ankur-ecosystem.in",
        "  legalEmail: legal@ankur-ecosystem.in",
        "  registeredOffice: { label: Registered Office, lines: [Pune] }",
        "  responseTimes: Within 15 days.",
        "",
      ].join("\n"),
    });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("legalPage → page data does not match collection schema");
    expect(output).toContain('contact.grievanceOfficer: refers to "nobody-at-all", but app/content/people/nobody-at-all.yaml does not exist');
    expect(output).toContain("contact.grievanceEmail: must be an e-mail address");
  }, 60_000);

  it("pass a well-formed document (the check is not failing for some other reason)", async () => {
    const { exitCode, output } = await syncWithEntries({ "legal/test-well-formed.md": `---\norder: 9\nlastUpdated: "2025-04-30"\nicon: scale\n---\n${wellFormedBody}` });
    expect(output).not.toContain("Error");
    expect(exitCode).toBe(0);
  }, 60_000);
});
