import { describe, expect, it } from "vitest";
import { syncWithEntries } from "./broken-entry";

// A broken event fails the build, naming the file and the field.
const wellFormed = `title: A Well-Formed Test Event
start: "2027-03-04T18:30"
durationMinutes: 60
type: Webinar
location: Online
speakers:
  - rohit-bansal
description: An event that the schema accepts.
tags: [Testing]
registered: 10
`;

describe("events", () => {
  it("fail the build on a speaker with no person file, naming the file and the field", async () => {
    const { exitCode, output } = await syncWithEntries({ "events/test-missing-speaker.yaml": wellFormed.replace("  - rohit-bansal", "  - rohit-bansal\n  - nobody-at-all") });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("events → test-missing-speaker data does not match collection schema");
    expect(output).toContain("app/content/events/test-missing-speaker.yaml");
    expect(output).toContain('speakers.1: refers to "nobody-at-all", but app/content/people/nobody-at-all.yaml does not exist');
  }, 60_000);

  it("fail the build on a bad start, an unknown type, no speakers and a recording without where to watch it, naming each", async () => {
    const broken = wellFormed
      .replace('"2027-03-04T18:30"', '"2027-03-04 6:30 pm"')
      .replace("type: Webinar", "type: Hackathon")
      .replace("speakers:\n  - rohit-bansal", "speakers: []")
      .concat("recording:\n  views: 12\n");
    const { exitCode, output } = await syncWithEntries({ "events/test-broken-event.yaml": broken });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("app/content/events/test-broken-event.yaml");
    expect(output).toContain("start: must be a date and time written YYYY-MM-DDTHH:MM (Indian time)");
    expect(output).toContain('type: "Hackathon" is not a type of event: one of Webinar, Workshop, Conference');
    expect(output).toContain("speakers: must name at least one speaker");
    expect(output).toContain("recording: needs either url or requestTopic (one of them)");
  }, 60_000);

  it("pass a well-formed event (the check is not failing for some other reason)", async () => {
    const { exitCode, output } = await syncWithEntries({ "events/test-well-formed.yaml": wellFormed });
    expect(output).not.toContain("Error");
    expect(exitCode).toBe(0);
  }, 60_000);
});
