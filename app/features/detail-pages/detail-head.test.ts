// @vitest-environment jsdom
import type { MetaDescriptor } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { jobOpeningSummaries } from "~/content/careers-job-summaries";
import { caseStorySummaries } from "~/content/case-story-summaries";
import { pressReleaseSummaries } from "~/content/press-release-summaries";
import { blogPostSummaries } from "~/content/resources-blog-summaries";
import { notFoundMeta, prerenderedDetailHead } from "./detail-head";
import { type DetailKind, detailHead } from "./detail-heads";

/** The elements React Router's <Meta> renders for these descriptors, as the prerendered <head> holds them. */
function headMarkup(descriptors: MetaDescriptor[]): string {
  const element = (tag: string, attributes: Record<string, unknown>, text = "") => {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
    node.textContent = text;
    return node.outerHTML;
  };
  return descriptors
    .map((descriptor) => {
      if ("title" in descriptor) return element("title", {}, String(descriptor.title));
      if ("script:ld+json" in descriptor) return element("script", { type: "application/ld+json" }, JSON.stringify(descriptor["script:ld+json"]));
      if ("tagName" in descriptor) {
        const { tagName, ...attributes } = descriptor;
        return element(String(tagName), attributes);
      }
      return element("meta", descriptor);
    })
    .join("");
}

const items: [DetailKind, string][] = [
  ...blogPostSummaries.map((post) => ["blogPost", post.id] as [DetailKind, string]),
  ...jobOpeningSummaries.map((job) => ["job", job.slug] as [DetailKind, string]),
  ...caseStorySummaries.map((story) => ["caseStudy", story.slug] as [DetailKind, string]),
  ...pressReleaseSummaries.map((release) => ["pressRelease", release.slug] as [DetailKind, string]),
];

afterEach(() => {
  document.head.innerHTML = "";
});

describe("prerenderedDetailHead", () => {
  it.each(items)("reads %s %s's prerendered <head> back as the descriptors that rendered it", (kind, id) => {
    const head = detailHead(kind, id);
    expect(head).not.toBeNull();
    document.head.innerHTML = `<meta charset="utf-8"><meta name="viewport" content="width=device-width">${headMarkup(head!)}`;
    expect(prerenderedDetailHead()).toEqual(head);
  });

  it("reads the not-found page's <head>, which the server sends for an unknown item, as no item", () => {
    document.head.innerHTML = headMarkup(notFoundMeta());
    expect(prerenderedDetailHead()).toBeNull();
  });
});

describe("detailHead", () => {
  it("knows no item for an unknown or missing id, nor one of another kind", () => {
    expect(detailHead("blogPost", "no-such-post")).toBeNull();
    expect(detailHead("job", undefined)).toBeNull();
    expect(detailHead("job", blogPostSummaries[0]!.id)).toBeNull();
  });
});
