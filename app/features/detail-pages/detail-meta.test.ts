import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { blogPostsAsWritten } from "~/features/blog-filter/blog-posts.test-support";
import { caseStoriesAsWritten } from "~/features/case-stories/case-stories.test-support";
import { jobFiles } from "~/features/job-openings/job-files.test-support";
import { pressFiles } from "~/features/press-room/press-files.test-support";
import { blogPostMeta, caseStudyMeta, jobDescription, jobPostingMeta, jobPostingStructuredData, notFoundMeta, pressReleaseMeta } from "./detail-meta";

const caseStories = caseStoriesAsWritten();

const blogPosts = blogPostsAsWritten();

const jobOpenings = jobFiles();
const pressReleases = pressFiles();

type Block = Record<string, unknown> & { "@type": string };

const titleOf = (meta: MetaDescriptor[]) => (meta.find((m) => "title" in m) as { title: string }).title;
const content = (meta: MetaDescriptor[], key: string, value: string) =>
  (meta.find((m) => (m as Record<string, unknown>)[key] === value) as Record<string, string> | undefined)?.content;
const canonical = (meta: MetaDescriptor[]) => (meta.find((m) => (m as Record<string, unknown>).rel === "canonical") as { href: string }).href;
const jsonLd = (meta: MetaDescriptor[]): Block[] =>
  meta.flatMap((m) => ("script:ld+json" in m ? [JSON.parse(JSON.stringify(m["script:ld+json"])) as Block] : []));
type Trail = { itemListElement: { name: string; item: string; position: number }[] };
const trailOf = (meta: MetaDescriptor[]) => jsonLd(meta).find((b) => b["@type"] === "BreadcrumbList") as unknown as Trail;

const allMeta = [
  ...blogPosts.map((post) => ({ path: `/blog/${post.id}`, meta: blogPostMeta(post), description: post.excerpt })),
  ...jobOpenings.map((job) => ({ path: `/job/${job.slug}`, meta: jobPostingMeta(job), description: job.summary })),
  ...pressReleases.map((release) => ({ path: `/press/${release.slug}`, meta: pressReleaseMeta(release), description: release.summary })),
  ...caseStories.map((story) => ({ path: `/case-studies/${story.slug}`, meta: caseStudyMeta(story), description: story.summary })),
];

describe("item page metadata", () => {
  it("gives every item page a unique title ending in the site name", () => {
    const titles = allMeta.map(({ meta }) => titleOf(meta));
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of titles) expect(title).toMatch(/ \| Ankur$/);
  });

  it("describes each page from its item and points the canonical and og:url at its path", () => {
    for (const { path, meta, description } of allMeta) {
      expect(content(meta, "name", "description")).toBe(description);
      expect(canonical(meta)).toBe(`https://ankur.example.in${path}`);
      expect(content(meta, "property", "og:url")).toBe(`https://ankur.example.in${path}`);
    }
  });

  it("puts a BreadcrumbList ending at the item on every item page", () => {
    for (const { path, meta } of allMeta) {
      const trail = trailOf(meta);
      expect(trail.itemListElement[0]?.item).toBe("https://ankur.example.in/");
      expect(trail.itemListElement.at(-1)?.item).toBe(`https://ankur.example.in${path}`);
      expect(trail.itemListElement.map((c) => c.position)).toEqual(trail.itemListElement.map((_, i) => i + 1));
    }
  });
});

describe("blogPostMeta", () => {
  it("is an article with an Article block from the post", () => {
    const post = blogPosts[0]!;
    const meta = blogPostMeta(post);
    expect(content(meta, "property", "og:type")).toBe("article");
    const article = jsonLd(meta).find((b) => b["@type"] === "Article");
    expect(article).toMatchObject({
      headline: post.title,
      datePublished: post.date,
      author: { "@type": "Person", name: post.author.name },
      publisher: { "@type": "Organization" },
      mainEntityOfPage: { "@id": `https://ankur.example.in/blog/${post.id}` },
    });
    expect(article?.image).toContain(`https://ankur.example.in${post.image}`);
  });

  it("names Home / Resources / Blog & Articles / the post in its breadcrumb", () => {
    const post = blogPosts[1]!;
    const trail = trailOf(blogPostMeta(post));
    expect(trail.itemListElement.map((c) => c.name)).toEqual(["Home", "Resources", "Blog & Articles", post.title]);
  });
});

describe("pressReleaseMeta", () => {
  it("is an article credited to the organisation", () => {
    for (const release of pressReleases) {
      const meta = pressReleaseMeta(release);
      expect(content(meta, "property", "og:type")).toBe("article");
      expect(jsonLd(meta).find((b) => b["@type"] === "Article")).toMatchObject({
        headline: release.title,
        datePublished: release.date,
        author: { "@type": "Organization" },
        publisher: { "@type": "Organization" },
      });
    }
  });
});

describe("jobPostingStructuredData", () => {
  it("is a JobPosting with the role, its own dates and an Indian address", () => {
    for (const job of jobOpenings) {
      const posting = jobPostingStructuredData(job);
      expect(posting).toMatchObject({
        title: job.title,
        datePosted: job.posted,
        validThrough: `${job.closes}T23:59:59+05:30`,
        employmentType: "FULL_TIME",
        hiringOrganization: { "@type": "Organization" },
        jobLocation: { address: { "@type": "PostalAddress", addressRegion: job.region, addressCountry: "IN" } },
      });
      expect(posting?.description).toBe(jobDescription(job));
    }
  });

  it("leaves out validThrough for a role without a closing day", () => {
    const { closes: _closes, ...open } = jobOpenings[0]!;
    expect(jobPostingStructuredData(open)).not.toHaveProperty("validThrough");
  });

  it("describes the role with its responsibilities and requirements", () => {
    const job = jobOpenings[0]!;
    const text = jobDescription(job);
    expect(text).toContain(job.summary);
    for (const line of [...job.responsibilities, ...job.requirements]) expect(text).toContain(line);
  });
});

describe("notFoundMeta", () => {
  it("keeps an unknown item out of search results", () => {
    expect(notFoundMeta()).toEqual([{ title: "Page not found | Ankur" }, { name: "robots", content: "noindex" }]);
  });
});
