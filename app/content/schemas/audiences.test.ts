import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { syncWithEntries } from "./broken-entry";

// A broken audience page fails the build, naming the file and the field.

type Page = Record<string, any>; // oxlint-disable-line typescript/no-explicit-any -- a YAML document edited in place

/** app/content/audiences/<page>.yaml as written, changed by `edit`, as YAML again. */
function pageWith(page: string, edit: (data: Page) => void): Record<string, string> {
  const data = parse(readFileSync(new URL(`../audiences/${page}.yaml`, import.meta.url), "utf8")) as Page;
  edit(data);
  return { [`audiences/${page}.yaml`]: stringify(data) };
}

describe("the audience pages", () => {
  it("fail the build on a use case without its outcome or with an unknown field (Industry & Corporate)", async () => {
    const { exitCode, output } = await syncWithEntries(
      pageWith("industry-corporate", (page) => {
        delete page.useCases.items[1].outcome;
        page.useCases.items[2].budget = "₹1 Cr";
      }),
    );
    expect(exitCode).not.toBe(0);
    expect(output).toContain("app/content/audiences/industry-corporate.yaml");
    expect(output).toMatch(/useCases\.items\.1\.outcome/);
    expect(output).toContain('Unrecognized key: "budget"');
  }, 60_000);

  it("fail the build on a webinar whose speaker has no person file or whose date is no day (Consultants & Academics)", async () => {
    const { exitCode, output } = await syncWithEntries(
      pageWith("consultants-academics", (page) => {
        page.webinars.items[0].speaker = "nobody-at-all";
        page.webinars.items[1].date = "2027-02-30";
        page.advisory.services[2].contact = "no-such-contact";
      }),
    );
    expect(exitCode).not.toBe(0);
    expect(output).toContain("app/content/audiences/consultants-academics.yaml");
    expect(output).toContain('webinars.items.0.speaker: refers to "nobody-at-all", but app/content/people/nobody-at-all.yaml does not exist');
    expect(output).toContain('advisory.services.2.contact: refers to "no-such-contact", but app/content/people/no-such-contact.yaml does not exist');
    expect(output).toMatch(/webinars\.items\.1\.date: "2027-02-30" is not a day of the calendar/);
  }, 60_000);

  it("fail the build on a roundtable date not written YYYY-MM-DD or a report with no contact topic (Investors & VCs)", async () => {
    const { exitCode, output } = await syncWithEntries(
      pageWith("investors-vcs", (page) => {
        page.roundtables.items[0].date = "12 Dec 2026";
        delete page.reports.items[1].contactTopic;
      }),
    );
    expect(exitCode).not.toBe(0);
    expect(output).toContain("app/content/audiences/investors-vcs.yaml");
    expect(output).toContain("roundtables.items.0.date: must be a date written YYYY-MM-DD");
    expect(output).toMatch(/reports\.items\.1\.contactTopic/);
  }, 60_000);

  it("fail the build on a checklist item the score does not count, a missing one, or a progress line without its counts (Entrepreneurs & Startups)", async () => {
    const { exitCode, output } = await syncWithEntries(
      pageWith("entrepreneurs-startups", (page) => {
        page.fundingReadiness.items[2].id = "pitchDeck";
      }),
    );
    expect(exitCode).not.toBe(0);
    expect(output).toContain("app/content/audiences/entrepreneurs-startups.yaml");
    expect(output).toMatch(/fundingReadiness\.items\.2\.id: .*"businessPlan"/);

    const withoutMetrics = await syncWithEntries(
      pageWith("entrepreneurs-startups", (page) => {
        page.fundingReadiness.items.pop();
        page.fundingReadiness.progress = "items ready";
      }),
    );
    expect(withoutMetrics.exitCode).not.toBe(0);
    expect(withoutMetrics.output).toContain("fundingReadiness.progress: must contain {ticked} and {total}");
    expect(withoutMetrics.output).toContain("fundingReadiness.items: must have exactly one item for each of businessPlan, financials, pitch, market, team, legal, ip, metrics");
  }, 60_000);

  it("fail the build on an unknown brief category, regulatory status or an http link (Government & NGOs)", async () => {
    const { exitCode, output } = await syncWithEntries(
      pageWith("government-ngos", (page) => {
        page.policyBriefs.items[0].category = "White Paper";
        page.regulatory.items[1].status = "Expired";
        page.regulatory.items[2].detailsUrl = "http://www.meity.gov.in/";
        page.policyBriefs.items[1].cover.colour = "purple";
      }),
    );
    expect(exitCode).not.toBe(0);
    expect(output).toContain("app/content/audiences/government-ngos.yaml");
    expect(output).toMatch(/policyBriefs\.items\.0\.category: .*"Impact Study".*"Policy Brief"/);
    expect(output).toMatch(/regulatory\.items\.1\.status: .*"Active".*"Upcoming"/);
    expect(output).toContain("regulatory.items.2.detailsUrl: must be an https:// address");
    expect(output).toMatch(/policyBriefs\.items\.1\.cover\.colour/);
  }, 60_000);

  it("pass well-formed pages: one more forum and one more policy brief, each one list item", async () => {
    const { exitCode, output } = await syncWithEntries({
      ...pageWith("entrepreneurs-startups", (page) => {
        page.forums.items.push({ id: "test-forum", title: "Test Forum", description: "For tests.", members: "10+ members", topics: ["Tests"], contactTopic: "Join forum: Test Forum" });
      }),
      ...pageWith("government-ngos", (page) => {
        page.policyBriefs.items.push({
          id: "test-brief",
          title: "Test Brief",
          category: "Policy Brief",
          date: "2026-11-20",
          summary: "A test.",
          impact: "None yet",
          contactTopic: "Report request: Test Brief",
          cover: { icon: "users", colour: "teal" },
        });
      }),
    });
    expect(output).not.toContain("Error");
    expect(exitCode).toBe(0);
  }, 60_000);
});
