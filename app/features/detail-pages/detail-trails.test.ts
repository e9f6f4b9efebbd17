import { describe, expect, it } from "vitest";
import { blogPostsAsWritten } from "~/features/blog-filter/blog-posts.test-support";
import { caseStoriesAsWritten } from "~/features/case-stories/case-stories.test-support";
import { jobFiles } from "~/features/job-openings/job-files.test-support";
import { pressFiles } from "~/features/press-room/press-files.test-support";
import { blogPostTrail, caseStudyTrail, jobTrail, pressReleaseTrail } from "./detail-trails";

const caseStories = caseStoriesAsWritten();

const blogPosts = blogPostsAsWritten();

describe("item page breadcrumbs", () => {
  it("Home / Resources / Blog & Articles / the post", () => {
    const post = blogPosts[0]!;
    expect(blogPostTrail(post)).toEqual([
      { name: "Home", path: "/" },
      { name: "Resources", path: "/resources" },
      { name: "Blog & Articles", path: "/resources/blog" },
      { name: post.title, path: `/blog/${post.id}` },
    ]);
  });

  it("Home / Careers / the role", () => {
    const job = jobFiles().find((role) => role.slug === "troup-lead-technology")!;
    expect(jobTrail(job).map((c) => c.name)).toEqual(["Home", "Careers", "Troup Lead - Technology"]);
    expect(jobTrail(job).at(-1)?.path).toBe("/job/troup-lead-technology");
  });

  it("Home / Press Room / the release", () => {
    const release = pressFiles()[0]!;
    expect(pressReleaseTrail(release).map((c) => c.path)).toEqual(["/", "/press", "/press/climate-tech-fund"]);
    expect(pressReleaseTrail(release).at(-1)?.name).toBe(release.title);
  });

  it("Home / Success Stories / the company", () => {
    expect(caseStudyTrail(caseStories[2]!)).toEqual([
      { name: "Home", path: "/" },
      { name: "Success Stories", path: "/success-stories" },
      { name: "FinEdge", path: "/case-studies/finedge" },
    ]);
  });
});
