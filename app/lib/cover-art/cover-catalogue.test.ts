import { describe, expect, it } from "vitest";
import { coverCatalogue, ventureCategory } from "./cover-catalogue";
import { coveredItemsAsWritten } from "./cover-catalogue.test-support";
import { coverArtPath } from "./cover-paths";

describe("the cover catalogue", () => {
  const items = coveredItemsAsWritten();
  const catalogue = coverCatalogue(items);

  it("draws a cover for every post, event, whitepaper, case study and gallery story", () => {
    const paths = [
      ...items.blogPosts.map((post) => coverArtPath("blog", post.id)),
      ...items.events.map((event) => coverArtPath("events", event.id)),
      ...items.whitepapers.map((paper) => coverArtPath("whitepapers", paper.id)),
      ...items.caseStudies.map((story) => coverArtPath("case-studies", story.slug)),
      ...items.successStories.map((story) => coverArtPath("stories", story.id)),
    ];
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) expect(catalogue.has(path) ? path : `${path} not drawn`).toBe(path);
  });

  it("draws a post's cover from its title and category, an event's from its type and a whitepaper's from its topic", () => {
    const post = items.blogPosts.find((p) => p.category === "tech")!;
    expect(catalogue.get(coverArtPath("blog", post.id))).toEqual({ title: post.title, category: "tech" });
    const workshop = items.events.find((e) => e.type === "Workshop")!;
    expect(catalogue.get(coverArtPath("events", workshop.id))?.category).toBe("workshop");
    const policy = items.whitepapers.find((paper) => paper.topic === "policy")!;
    expect(catalogue.get(coverArtPath("whitepapers", policy.id))).toEqual({ title: policy.title, category: "research" });
  });

  it("draws a venture in its sector's colours", () => {
    expect(["HealthTech", "AgriTech / CleanTech", "FinTech", "SaaS", "Logistics"].map(ventureCategory)).toEqual(["venture-health", "venture-green", "venture-money", "venture-money", "venture"]);
    const agritech = items.caseStudies.find((story) => story.industry.includes("AgriTech"))!;
    expect(catalogue.get(coverArtPath("case-studies", agritech.slug))?.category).toBe("venture-green");
    const story = items.successStories[0]!;
    expect(catalogue.get(coverArtPath("stories", story.id))).toEqual({ title: story.achievement, category: ventureCategory(story.category) });
  });
});
