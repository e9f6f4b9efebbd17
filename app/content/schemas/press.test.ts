import { describe, expect, it } from "vitest";
import { syncWithEntries } from "./broken-entry";

const wellFormed = `---
title: Ankur tests its press releases
date: "2025-05-01"
category: Announcement
dateline: PUNE, India
summary: A release the test writes.
---

The release's first paragraph.
`;

// A broken press release fails the build, naming the file and the field.
describe("press releases", () => {
  it("fail the build on a missing field, a day not in the calendar, an unknown category and an unknown field, naming each", async () => {
    const broken = wellFormed
      .replace("summary: A release the test writes.\n", "")
      .replace('date: "2025-05-01"', 'date: "2025-13-01"')
      .replace("category: Announcement", "category: Gossip\nauthor: someone");
    const { exitCode, output } = await syncWithEntries({ "press/test-broken-release.md": broken });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("press → test-broken-release data does not match collection schema");
    expect(output).toContain("app/content/press/test-broken-release.md");
    expect(output).toMatch(/summary\W+summary: Required|summary.*expected string/);
    expect(output).toContain('date: "2025-13-01" is not a day of the calendar');
    expect(output).toContain('category: "Gossip" is not a press category: one of Announcement, Partnership, Milestone');
    expect(output).toContain('Unrecognized key: "author"');
  }, 60_000);

  it("pass a well-formed release (the check is not failing for some other reason)", async () => {
    const { exitCode, output } = await syncWithEntries({ "press/test-well-formed.md": wellFormed });
    expect(output).not.toContain("Error");
    expect(exitCode).toBe(0);
  }, 60_000);
});
