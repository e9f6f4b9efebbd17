import { describe, expect, it } from "vitest";
import { syncWithEntries } from "./broken-entry";

const wellFormed = `---
title: Test Role
team: Partnerships
location: Pune (hybrid)
region: Maharashtra
type: Full-time
experience: 2-4 years
posted: "2026-11-02"
closes: "2027-01-31"
summary: A role the test writes.
responsibilities:
  - Do the work
requirements:
  - Know the work
---
`;

// A broken role fails the build, naming the file and the field.
describe("jobs", () => {
  it("fail the build on a missing field, a day not in the calendar, an unknown kind of employment and an unknown field, naming each", async () => {
    const broken = wellFormed
      .replace("title: Test Role\n", "")
      .replace('posted: "2026-11-02"', 'posted: "2026-02-30"')
      .replace("type: Full-time", "type: Gig")
      .replace("region: Maharashtra", "region: Maharashtra\nsalary: plenty");
    const { exitCode, output } = await syncWithEntries({ "jobs/test-broken-role.md": broken });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("jobs → test-broken-role data does not match collection schema");
    expect(output).toContain("app/content/jobs/test-broken-role.md");
    expect(output).toMatch(/title\W+title: Required|title.*expected string/);
    expect(output).toContain('posted: "2026-02-30" is not a day of the calendar');
    expect(output).toContain('type: "Gig" is not a kind of employment');
    expect(output).toContain('Unrecognized key: "salary"');
  }, 60_000);

  it.each([
    ["before the day the role was posted", 'closes: "2026-10-01"', "closes: the closing day is before the day the role was posted"],
    ["written otherwise than YYYY-MM-DD", "closes: 31 January 2027", 'closes: must be a date written "YYYY-MM-DD"'],
    ["without quotes (YAML would read it as a moment, rolling 2027-02-30 over into March)", "closes: 2027-02-30", 'closes: write the day in quotes, "YYYY-MM-DD"'],
  ])("fail the build on a closing day %s", async (_case, line, message) => {
    const { exitCode, output } = await syncWithEntries({ "jobs/test-bad-close.md": wellFormed.replace('closes: "2027-01-31"', line) });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("app/content/jobs/test-bad-close.md");
    expect(output).toContain(message);
  }, 60_000);

  it("pass a well-formed role (the check is not failing for some other reason)", async () => {
    const { exitCode, output } = await syncWithEntries({ "jobs/test-well-formed.md": wellFormed });
    expect(output).not.toContain("Error");
    expect(exitCode).toBe(0);
  }, 60_000);
});
