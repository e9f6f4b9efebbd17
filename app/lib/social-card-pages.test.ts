import { describe, expect, it } from "vitest";
import { isPagePath, pages } from "~/config/pages";
import { blogPostsAsWritten } from "~/features/blog-filter/blog-posts.test-support";
import { caseStoriesAsWritten } from "~/features/case-stories/case-stories.test-support";
import { openJobFiles } from "~/features/job-openings/job-files.test-support";
import { pressFiles } from "~/features/press-room/press-files.test-support";
import { socialCards } from "./social-card-pages";

const blogPosts = blogPostsAsWritten();
const jobs = openJobFiles();
const pressReleases = pressFiles();
const caseStudies = caseStoriesAsWritten();
const cards = socialCards({ blogPosts, jobs, pressReleases, caseStudies });
const byPath = new Map(cards.map((card) => [card.path, card]));

describe("socialCards", () => {
  it("has one card for every registered page's canonical path and every item page", () => {
    const expected = new Set([...Object.entries(pages).map(([path, page]) => page.canonicalPath ?? path), ...caseStudies.map((story) => `/case-studies/${story.slug}`), ...blogPosts.map((post) => `/blog/${post.id}`), ...jobs.map((job) => `/job/${job.slug}`), ...pressReleases.map((release) => `/press/${release.slug}`)]);
    expect(new Set(byPath.keys())).toEqual(expected);
    expect(cards).toHaveLength(expected.size);
  });

  it("titles a registered page with its title and names its section from the breadcrumb", () => {
    expect(byPath.get("/ecosystem/associate-bodies")).toEqual({ path: "/ecosystem/associate-bodies", title: pages["/ecosystem/associate-bodies"].title, section: pages["/ecosystem"].name });
  });

  it("gives home its tagline and no section, and a top-level page its own name only where it differs from the title", () => {
    expect(byPath.get("/")).toEqual({ path: "/", title: pages["/"].title, section: null });
    expect(byPath.get("/about-us")?.section).toBeNull();
    expect(byPath.get("/ecosystem")).toMatchObject({ title: "Our Ecosystem", section: "Ecosystem" });
  });

  it("puts an item page in the list it belongs to", () => {
    const post = cards.find((card) => card.path.startsWith("/blog/"));
    const role = cards.find((card) => card.path.startsWith("/job/"));
    expect(post?.section).toBe(pages["/resources/blog"].name);
    expect(role?.section).toBe(pages["/careers"].name);
    expect(role?.title).toMatch(/, \S/);
    const story = caseStudies[0]!;
    expect(byPath.get(`/case-studies/${story.slug}`)).toEqual({ path: `/case-studies/${story.slug}`, title: `${story.company}: ${story.title}`, section: pages["/success-stories"].name });
  });

  it("leaves out a duplicate page: it shares its canonical page's card", () => {
    expect(isPagePath("/contact")).toBe(true);
    expect(byPath.has("/contact")).toBe(false);
  });
});
