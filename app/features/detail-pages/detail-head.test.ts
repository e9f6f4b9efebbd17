// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { jobOpeningSummaries } from "~/content/careers-job-summaries";
import { caseStorySummaries } from "~/content/case-story-summaries";
import { pressReleaseSummaries } from "~/content/press-release-summaries";
import { blogPostSummaries } from "~/content/resources-blog-summaries";
import { headMarkup } from "~/lib/head-markup.test-support";
import { prerenderedHead } from "~/lib/prerendered-head";
import { notFoundMeta } from "./detail-head";
import { type DetailKind, detailHead } from "./detail-heads";

const items: [DetailKind, string][] = [
  ...blogPostSummaries.map((post) => ["blogPost", post.id] as [DetailKind, string]),
  ...jobOpeningSummaries.map((job) => ["job", job.slug] as [DetailKind, string]),
  ...caseStorySummaries.map((story) => ["caseStudy", story.slug] as [DetailKind, string]),
  ...pressReleaseSummaries.map((release) => ["pressRelease", release.slug] as [DetailKind, string]),
];

afterEach(() => {
  document.head.innerHTML = "";
});

describe("prerenderedHead on item pages", () => {
  it.each(items)("reads %s %s's prerendered <head> back as the descriptors that rendered it", (kind, id) => {
    const head = detailHead(kind, id);
    expect(head).not.toBeNull();
    document.head.innerHTML = `<meta charset="utf-8"><meta name="viewport" content="width=device-width">${headMarkup(head!)}`;
    expect(prerenderedHead()).toEqual(head);
  });

  it("reads the not-found page's <head>, which the server sends for an unknown item, as no item", () => {
    document.head.innerHTML = headMarkup(notFoundMeta());
    expect(prerenderedHead()).toBeNull();
  });
});

describe("detailHead", () => {
  it("knows no item for an unknown or missing id, nor one of another kind", () => {
    expect(detailHead("blogPost", "no-such-post")).toBeNull();
    expect(detailHead("job", undefined)).toBeNull();
    expect(detailHead("job", blogPostSummaries[0]!.id)).toBeNull();
  });
});
