import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { syncWithEntries } from "./broken-entry";

// A broken programme, assessment or page copy fails the build, naming the file and the field.

const catalyst = readFileSync(new URL("../programmes/catalyst-program.yaml", import.meta.url), "utf8");
const readiness = readFileSync(new URL("../assessments/readiness-assessment.yaml", import.meta.url), "utf8");

/** The entry's text with `from` replaced by `to`, checking `from` is there (a test on a line that moved would prove nothing). */
function edited(entry: string, from: string | RegExp, to: string): string {
  expect(entry).toMatch(from);
  return entry.replace(from, to);
}

describe("programmes", () => {
  it("fail the build on a missing field, an unknown icon, a link to no page and an unknown field, naming each", async () => {
    let broken = edited(catalyst, /^duration: .*\n/m, "");
    broken = edited(broken, /^icon: zap$/m, "icon: rocket-ship");
    broken = edited(broken, "to: /contact-get-involved#apply-for-incubation", "to: /apply-for-catalyst");
    broken += "colour: saffron\n";
    const { exitCode, output } = await syncWithEntries({ "programmes/test-broken-programme.yaml": broken });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("programmes → test-broken-programme data does not match collection schema");
    expect(output).toContain("app/content/programmes/test-broken-programme.yaml");
    expect(output).toMatch(/duration\W+.*(Required|expected string)/);
    expect(output).toContain('icon: "rocket-ship" is not one of the site\'s icons');
    expect(output).toContain('apply.primary.to: "/apply-for-catalyst" is not a page of the site (app/config/pages.ts)');
    expect(output).toContain('Unrecognized key: "colour"');
  }, 60_000);

  it("fail the build on an action with neither a page nor a contact topic", async () => {
    const broken = edited(catalyst, /contactTopic: "Programme enquiry: Catalyst Program"/, 'note: "nowhere"');
    const { exitCode, output } = await syncWithEntries({ "programmes/catalyst-program.yaml": broken });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("app/content/programmes/catalyst-program.yaml");
    expect(output).toContain('Unrecognized key: "note"');
    expect(output).toContain("apply.secondary.to: give either to (a page of the site) or contactTopic (the contact form), not both or neither");
  }, 60_000);
});

describe("assessments", () => {
  it("fail the build on an unknown card icon and a missing statement, naming each", async () => {
    let broken = edited(readiness, /^(\s+)icon: circle-check$/m, "$1icon: tick");
    broken = edited(broken, /^(\s+)statement: We have spoken to at least 30 .*$/m, "$1text: We have spoken to people.");
    const { exitCode, output } = await syncWithEntries({ "assessments/test-broken-assessment.yaml": broken });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("assessments → test-broken-assessment data does not match collection schema");
    expect(output).toContain("app/content/assessments/test-broken-assessment.yaml");
    expect(output).toContain('card.icon: "tick" is not one of the site\'s icons');
    expect(output).toMatch(/dimensions\.0\.questions\.0\.statement\W+.*(Required|expected string)/);
    expect(output).toContain('Unrecognized key: "text"');
  }, 60_000);

  // These checks look across the entry, so they run once every field is well-formed.
  it("fail the build on a scale out of order, a repeated statement id and bands out of order, naming each", async () => {
    let broken = edited(readiness, /- label: Started\n(\s+)points: 1/, "- label: Started\n$1points: 2");
    broken = edited(broken, "id: problem-segment", "id: problem-interviews");
    broken = edited(broken, "minPercent: 30", "minPercent: 90");
    const { exitCode, output } = await syncWithEntries({ "assessments/test-broken-assessment.yaml": broken });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("assessments → test-broken-assessment data does not match collection schema");
    expect(output).toContain("app/content/assessments/test-broken-assessment.yaml");
    expect(output).toContain("scale.1.points: must be 1: points run 0, 1, 2 … in order");
    expect(output).toContain('dimensions.0.questions.1.id: "problem-interviews" is used twice');
    expect(output).toContain("recommendations.2.minPercent: must be lower than the one before: highest band first");
  }, 60_000);
});

describe("Solutions & Services pages", () => {
  const incubation = readFileSync(new URL("../solutions/startup-incubation-packages.yaml", import.meta.url), "utf8");

  it("fail the build on a bad session date, an unknown badge and a link to no page, naming each", async () => {
    let broken = edited(incubation, 'date: "2027-01-12"', 'date: "2027-02-30"');
    broken = edited(broken, /^(\s+)duration: 3 days$/m, "$1duration: 3 days\n$1status: Sold out");
    broken = edited(broken, /^(\s+)to: \/contact-get-involved$/m, "$1to: /apply-now");
    const { exitCode, output } = await syncWithEntries({ "solutions/test-broken-page.yaml": broken });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("solutions → test-broken-page data does not match collection schema");
    expect(output).toContain("app/content/solutions/test-broken-page.yaml");
    expect(output).toContain('sections.0.services.0.nextSession.date: "2027-02-30" is not a day of the calendar');
    expect(output).toMatch(/sections\.0\.services\.1\.status\W+.*"Available"\s*\|\s*"Limited Spots"/);
    expect(output).toContain('cta.primary.to: "/apply-now" is not a page of the site (app/config/pages.ts)');
  }, 60_000);

  it("fail the build on a section holding two lists of cards", async () => {
    const broken = edited(incubation, /^(\s+- id: mvp-support\n)/m, "$1    features:\n      - title: Extra\n        description: A second list\n");
    const { exitCode, output } = await syncWithEntries({ "solutions/test-broken-page.yaml": broken });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("app/content/solutions/test-broken-page.yaml");
    expect(output).toContain("sections.1.features: a section holds exactly one list of cards: one of services, csrProgrammes, rdPackages, caseStudies, features");
  }, 60_000);
});

describe("the pages' copy", () => {
  it("fails the build when the assessments' shared copy loses its {choices} placeholder", async () => {
    const page = readFileSync(new URL("../assessments-page.yaml", import.meta.url), "utf8");
    const { exitCode, output } = await syncWithEntries({ "assessments-page.yaml": edited(page, "choose {choices}.", "choose an answer.") });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("app/content/assessments-page.yaml");
    expect(output).toContain("scaleIntro: must contain {choices}, where the answers go");
  }, 60_000);
});

describe("well-formed entries", () => {
  it("pass (the checks are not failing for some other reason)", async () => {
    const { exitCode, output } = await syncWithEntries({
      "programmes/test-well-formed.yaml": catalyst,
      "assessments/test-well-formed.yaml": readiness,
      "solutions/test-well-formed.yaml": readFileSync(new URL("../solutions/corporate-partnerships.yaml", import.meta.url), "utf8"),
    });
    expect(output).not.toContain("Error");
    expect(exitCode).toBe(0);
  }, 60_000);
});
