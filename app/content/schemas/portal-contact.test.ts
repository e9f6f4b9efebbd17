import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { syncWithEntries } from "./broken-entry";

// A broken partner portal, contact or application-status page fails the build, naming the file and the field;
// the files as they are (and a well-formed edit of them) pass.

const portal = readFileSync(new URL("../partner-portal-page.yaml", import.meta.url), "utf8");
const contact = readFileSync(new URL("../contact-page.yaml", import.meta.url), "utf8");
const status = readFileSync(new URL("../application-status-page.yaml", import.meta.url), "utf8");

/** The entry's text with `from` replaced by `to`, checking `from` is there (a test on a line that moved would prove nothing). */
function edited(entry: string, from: string | RegExp, to: string): string {
  expect(entry).toMatch(from);
  return entry.replace(from, to);
}

describe("the partner portal page (app/content/partner-portal-page.yaml)", () => {
  it("fails the build on a missing stories link, an unknown tier colour, an unknown icon, a speaker with no person file and an unknown field, naming each", async () => {
    let broken = edited(portal, /^storiesLink:\n(?: {2}.*\n)+/m, "");
    broken = edited(broken, "color: saffron", "color: purple");
    broken = edited(broken, /^(\s+)icon: library$/m, "$1icon: books");
    broken = edited(broken, "person: vikram-sethi-sahyadri", "person: nobody-at-all");
    broken += "banner: green\n";
    const { exitCode, output } = await syncWithEntries({ "partner-portal-page.yaml": broken });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("partnerPortalPage → page data does not match collection schema");
    expect(output).toContain("app/content/partner-portal-page.yaml");
    expect(output).toMatch(/storiesLink\W+.*(Required|expected object)/);
    expect(output).toMatch(/tiers\.2\.color: .*"slate".*"brand".*"saffron"/);
    expect(output).toContain('features.1.icon: "books" is not one of the site\'s icons');
    expect(output).toContain('testimonial.person: refers to "nobody-at-all", but app/content/people/nobody-at-all.yaml does not exist');
    expect(output).toContain('Unrecognized key: "banner"');
  }, 60_000);

  // This check looks across the page, so it runs once every field is well-formed.
  it("fails the build on a feature card whose anchor no detail carries, naming the card", async () => {
    const broken = edited(portal, /^(\s+- id: )network$/m, "$1directory");
    const { exitCode, output } = await syncWithEntries({ "partner-portal-page.yaml": broken });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("app/content/partner-portal-page.yaml");
    expect(output).toContain('features.2.id: no entry of featureDetails has the id "directory" the card links to');
  }, 60_000);
});

describe("the contact page (app/content/contact-page.yaml)", () => {
  it("fails the build on a phone number not as dialled, an e-mail that is not one, a map without its place and a missing form intro, naming each", async () => {
    let broken = edited(contact, 'dial: "+918047182300"', "dial: 080 4718 2300");
    broken = edited(broken, "email: pune@ankur-ecosystem.in", "email: pune at ankur");
    broken = edited(broken, /^ {2}at:\n(?: {4}.*\n){2}/m, "");
    broken = edited(broken, /^partnershipForm:\n(?: {2}.*\n)+/m, "");
    const { exitCode, output } = await syncWithEntries({ "contact-page.yaml": broken });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("contactPage → page data does not match collection schema");
    expect(output).toContain("app/content/contact-page.yaml");
    expect(output).toContain('offices.1.phone.dial: must be the number as dialled: "+" and digits');
    expect(output).toMatch(/offices\.0\.email: .*email/i);
    expect(output).toMatch(/map\.at\W+.*(Required|expected object)/);
    expect(output).toMatch(/partnershipForm\W+.*(Required|expected object)/);
  }, 60_000);
});

describe("the application status page (app/content/application-status-page.yaml)", () => {
  it("fails the build on a status without its meaning and a status the contract does not name, naming each", async () => {
    let broken = edited(status, /^ {2}shortlisted: .*\n/m, "");
    broken += "  rejected: We said no.\n";
    const { exitCode, output } = await syncWithEntries({ "application-status-page.yaml": broken });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("applicationStatusPage → page data does not match collection schema");
    expect(output).toContain("app/content/application-status-page.yaml");
    expect(output).toMatch(/meanings\.shortlisted\W+.*(Required|expected string)/);
    expect(output).toContain('Unrecognized key: "rejected"');
  }, 60_000);
});

describe("well-formed pages", () => {
  it("pass: the three files with a text changed, a tier feature added and a third office", async () => {
    const { exitCode, output } = await syncWithEntries({
      "partner-portal-page.yaml": edited(portal, "- name: Co-branding\n        available: true\n", "- name: Co-branding\n        available: true\n      - name: A named seat on the advisory board\n        available: true\n"),
      "contact-page.yaml": edited(
        contact,
        /^map:\n/m,
        '  - name: Regional Office\n    city: Nagpur\n    addressLines:\n      - Civil Lines\n    phone:\n      display: +91 712 000 0000\n      dial: "+917120000000"\n    email: nagpur@ankur-ecosystem.in\n    hours: Monday to Friday\n    directionsTo: Civil Lines, Nagpur\nmap:\n',
      ),
      "application-status-page.yaml": edited(status, "meaningsTitle: What Each Status Means", "meaningsTitle: What each status means"),
    });
    expect(output).not.toContain("Error");
    expect(exitCode).toBe(0);
  }, 60_000);
});
