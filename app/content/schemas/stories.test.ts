import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { syncWithEntries } from "./broken-entry";

// A broken case study, gallery story or success stories page fails the build, naming the file and the field.
const caseStudy = readFileSync(new URL("../case-studies/finedge.yaml", import.meta.url), "utf8");
const story = readFileSync(new URL("../success-stories/hisaab-cloud.yaml", import.meta.url), "utf8");

describe("case studies and success stories", () => {
  it("fail the build on a missing field, an unknown status and a founder without a person file, naming each", async () => {
    const { exitCode, output } = await syncWithEntries({
      "case-studies/test-broken-case.yaml": caseStudy
        .replace(/^challenge: .*\n/m, "")
        .replace("status: Ongoing", "status: Abandoned")
        .replace("author: zoya-mirza", "author: nobody-at-all"),
    });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("caseStudies → test-broken-case data does not match collection schema");
    expect(output).toContain("app/content/case-studies/test-broken-case.yaml");
    expect(output).toMatch(/challenge\W+(challenge: Required|.*expected string)/);
    expect(output).toContain('status: "Abandoned" is not a status');
    expect(output).toContain('founderQuote.author: refers to "nobody-at-all", but app/content/people/nobody-at-all.yaml does not exist');
  }, 60_000);

  it("fail the build on a case study's cover photo that is not there, naming the field", async () => {
    const { exitCode, output } = await syncWithEntries({ "case-studies/test-case-photo.yaml": `${caseStudy}image: no-such-cover.jpg\n` });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("app/content/case-studies/test-case-photo.yaml");
    expect(output).toContain('image: names the cover "no-such-cover.jpg", but app/assets/photos/covers/no-such-cover.jpg does not exist');
  }, 60_000);

  it("fail the build on a gallery story with an unknown category or a venture without an organisation file, naming each", async () => {
    const { exitCode, output } = await syncWithEntries({
      "success-stories/test-broken-story.yaml": story.replace("category: SaaS", "category: Crypto").replace("company: hisaab-cloud", "company: no-such-venture"),
    });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("successStories → test-broken-story data does not match collection schema");
    expect(output).toContain("app/content/success-stories/test-broken-story.yaml");
    expect(output).toContain('category: "Crypto" is not a story category (SaaS, CleanTech, HealthTech, FinTech)');
    expect(output).toContain('company: refers to "no-such-venture", but app/content/organisations/no-such-venture.yaml does not exist');
  }, 60_000);

  it("fail the build on a success stories page without its call to action, naming the field", async () => {
    const page = readFileSync(new URL("../success-stories-page.yaml", import.meta.url), "utf8");
    const { exitCode, output } = await syncWithEntries({ "success-stories-page.yaml": page.replace(/^cta:[\s\S]*$/m, "") });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("successStoriesPage → success-stories data does not match collection schema");
    expect(output).toContain("app/content/success-stories-page.yaml");
    expect(output).toMatch(/cta\W+(cta: Required|.*expected object)/);
  }, 60_000);

  it("pass well-formed entries (the checks are not failing for some other reason)", async () => {
    const { exitCode, output } = await syncWithEntries({
      "case-studies/test-well-formed.yaml": `${caseStudy}image: market-stall.jpg\n`,
      "success-stories/test-well-formed.yaml": story,
    });
    expect(output).not.toContain("Error");
    expect(exitCode).toBe(0);
  }, 60_000);
});
