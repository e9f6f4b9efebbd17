import { describe, expect, it } from "vitest";
import { successStories } from "../../content/audience-entrepreneurs";
import { blogPosts } from "../../content/resources-blog";
import { upcomingEvents } from "../../content/resources-events";
import { recordedEvents } from "../../content/resources-events-recorded";
import { whitepapers } from "../../content/resources-whitepapers";
import { caseStories } from "../../content/success-stories";
import { coverCatalogue, ventureCategory } from "./cover-catalogue";
import { coverArtPath } from "./cover-paths";

describe("the cover catalogue", () => {
  const catalogue = coverCatalogue();

  it("draws the cover that every post, event, whitepaper and case study names", () => {
    const named = [...blogPosts, ...upcomingEvents, ...recordedEvents, ...whitepapers, ...caseStories, ...successStories].map((item) => item.image);
    for (const image of named.filter((path) => path.startsWith("/covers/"))) expect(catalogue.has(image) ? image : `${image} not drawn`).toBe(image);
  });

  it("draws a post's cover from its title and category, and an event's from its type", () => {
    const post = blogPosts.find((p) => p.category === "tech")!;
    expect(catalogue.get(coverArtPath("blog", post.id))).toEqual({ title: post.title, category: "tech" });
    const workshop = [...upcomingEvents, ...recordedEvents].find((e) => e.type === "Workshop")!;
    expect(catalogue.get(coverArtPath("events", workshop.id))?.category).toBe("workshop");
  });

  it("draws a venture in its sector's colours", () => {
    expect(["HealthTech", "AgriTech / CleanTech", "FinTech", "SaaS", "Logistics"].map(ventureCategory)).toEqual(["venture-health", "venture-green", "venture-money", "venture-money", "venture"]);
    const agritech = caseStories.find((story) => story.industry.includes("AgriTech"))!;
    expect(catalogue.get(coverArtPath("case-studies", agritech.slug))?.category).toBe("venture-green");
  });
});
