import { describe, expect, it } from "vitest";
import { detailPagePaths } from "~/config/detail-paths";
import { itemPageHead, itemPagePaths } from "./item-pages";

const routes = [
  { kind: "blogPost", folder: "/blog/" },
  { kind: "caseStudy", folder: "/case-studies/" },
] as const;

describe("item pages", () => {
  it("are exactly the pages today's prerender makes", () => {
    const astroPaths = routes.flatMap(({ kind, folder }) => itemPagePaths(kind, "slug").map(({ params }) => `${folder}${params.slug}`));
    expect(astroPaths.length).toBeGreaterThanOrEqual(3);
    expect(astroPaths.toSorted()).toEqual(detailPagePaths().toSorted());
  });

  it("put each id under the route parameter they are given", () => {
    expect(itemPagePaths("blogPost", "id")).toContainEqual({ params: { id: "why-troupes-beat-mentors" } });
    expect(itemPagePaths("caseStudy", "slug")).toContainEqual({ params: { slug: "finedge" } });
  });

  it("give an item's head, with its own title and canonical link", () => {
    const head = itemPageHead("caseStudy", "finedge");
    expect(head.find((tag) => "title" in tag)).toMatchObject({ title: expect.stringMatching(/ \| Ankur$/) });
    expect(head).toContainEqual(expect.objectContaining({ tagName: "link", rel: "canonical", href: expect.stringMatching(/\/case-studies\/finedge$/) }));
  });

  it("refuse an unknown id instead of rendering a page without a head", () => {
    expect(() => itemPageHead("caseStudy", "no-such-story")).toThrow('No caseStudy item "no-such-story"');
    expect(() => itemPageHead("caseStudy", undefined)).toThrow('No caseStudy item "undefined"');
  });
});
