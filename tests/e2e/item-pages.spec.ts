import { type Page, expect, test } from "@playwright/test";
import { isPagePath } from "../../app/config/pages";
import { caseStudyPath, jobPath, pressReleasePath } from "../../app/config/detail-item-paths";
import { blogPostsAsWritten } from "../../app/features/blog-filter/blog-posts.test-support";
import { caseStoriesAsWritten } from "../../app/features/case-stories/case-stories.test-support";
import { jobFiles, openJobFiles } from "../../app/features/job-openings/job-files.test-support";
import { pressFiles } from "../../app/features/press-room/press-files.test-support";
import { contactLink } from "../../app/lib/contact-link";
import { hydrateIslands } from "./support/hydration";
import { scriptFilesOnLoad } from "./support/scripts-on-load";

// The item pages of the Astro build (issue 21): a page per blog post, job,
// press release and case study, each with its head, breadcrumb and
// structured data; an unknown item answers the not-found page.

type JsonLdBlock = Record<string, unknown> & { "@type": string };

/** Every JSON-LD block of the page, parsed (a block that is not JSON fails the test). */
async function jsonLdBlocks(page: Page): Promise<JsonLdBlock[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as JsonLdBlock);
}

function blockOfType(blocks: JsonLdBlock[], type: string): JsonLdBlock {
  const block = blocks.find((candidate) => candidate["@type"] === type);
  expect(block, `a ${type} block`).toBeDefined();
  return block as JsonLdBlock;
}

const isIsoDate = (value: unknown) => typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value));

const blogPosts = blogPostsAsWritten();
const caseStories = caseStoriesAsWritten();

/** The roles open today and every press release, read from their files (app/content/jobs/, app/content/press/). */
const jobOpenings = openJobFiles();
const pressReleases = pressFiles();

/** Each item page: its path, its h1 (the item's title) and its <title>. */
const itemPages = [
  ...blogPosts.map((post) => ({ path: `/blog/${post.id}`, h1: post.title, title: post.title })),
  ...jobOpenings.map((job) => ({ path: jobPath(job.slug), h1: job.title, title: `${job.title}, ${job.location.replace(/\s*\(.*?\)/, "")}` })),
  ...pressReleases.map((release) => ({ path: pressReleasePath(release.slug), h1: release.title, title: release.title })),
  ...caseStories.map((story) => ({ path: caseStudyPath(story.slug), h1: story.title, title: `${story.company}: ${story.title}` })),
];

test.describe("item pages", () => {
  test("are every item page the build lists in its sitemap, one per file of the collections", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    // Registered pages in these folders (the press archive) are not items.
    const listed = [...sitemap.matchAll(/<loc>[^<]*?(\/(?:blog|job|press|case-studies)\/[^<]+)<\/loc>/g)].map((match) => match[1]!).filter((path) => !isPagePath(path));
    expect(listed.toSorted()).toEqual(itemPages.map((item) => item.path).toSorted());
  });

  for (const item of itemPages) {
    test(`${item.path} answers 200 with its h1, title, description, canonical and breadcrumb`, async ({ page }) => {
      const response = await page.goto(item.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveText(item.h1);
      await expect(page).toHaveTitle(`${item.title} | Ankur`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${item.path}$`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
      await expect(crumbs.locator('[aria-current="page"]')).toHaveCount(1);
      const trail = blockOfType(await jsonLdBlocks(page), "BreadcrumbList") as { itemListElement?: { item: string }[] };
      expect(trail.itemListElement?.at(-1)?.item).toMatch(new RegExp(`${item.path}$`));
    });
  }

  for (const folder of ["blog", "job", "press", "case-studies"]) {
    test(`an unknown /${folder}/ item answers 404 with the not-found page, shown once also after its islands hydrate`, async ({ page }) => {
      const response = await page.goto(`/${folder}/no-such-item`);
      expect(response?.status()).toBe(404);
      await expect(page.locator("h1")).toHaveText("Page not found");
      await expect(page).toHaveTitle("Page not found | Ankur");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await hydrateIslands(page);
      await expect(page.locator("main")).toHaveCount(1);
      await expect(page.locator("footer")).toHaveCount(1);
      await expect(page.locator("h1")).toHaveText("Page not found");
    });
  }
});

test.describe("blog posts", () => {
  test("a post: body, author, date, read time, tags and category, breadcrumb and the way back", async ({ page }) => {
    const post = blogPosts.find((candidate) => candidate.id === "dpdp-rules-startup-checklist")!;
    await page.goto(`/blog/${post.id}`);
    const main = page.getByRole("main");
    // The Markdown body as written: plain paragraphs, one per blank-line-separated block.
    for (const paragraph of post.bodyHtml.trim().split(/\n{2,}/)) await expect(page.getByTestId("article-body")).toContainText(paragraph);
    await expect(main).toContainText(post.author.name);
    await expect(main).toContainText(post.author.role);
    await expect(main.locator(`time[datetime="${post.date}"]`).first()).toBeVisible();
    await expect(main).toContainText(post.readTime);
    await expect(main).toContainText("Policy");
    for (const tag of post.tags) await expect(main.getByRole("list", { name: "Tags" })).toContainText(tag);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(/Home\s*\/\s*Resources\s*\/\s*Blog & Articles\s*\/\s*The DPDP Rules/);
    await expect(main.getByRole("link", { name: "Back to Blog & Articles" })).toHaveAttribute("href", "/resources/blog");
  });

  test("every post's three related posts are other existing posts", async ({ page, request }) => {
    for (const post of blogPosts) {
      await page.goto(`/blog/${post.id}`);
      const hrefs = await page.getByTestId("related-posts").getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs).toHaveLength(3);
      expect(hrefs).not.toContain(`/blog/${post.id}`);
      for (const href of hrefs) {
        expect(blogPosts.map((other) => `/blog/${other.id}`)).toContain(href);
        expect((await request.get(href!)).status()).toBe(200);
      }
    }
  });

  test("a cover that fails to load shows the placeholder, sized, with no script file", async ({ page }) => {
    await page.route("**/covers/blog/building-on-ondc.svg", (route) => route.abort());
    expect(await scriptFilesOnLoad(page, "/blog/building-on-ondc")).toEqual([]);
    const cover = page.locator("article img[data-blog-image]").first();
    await expect(cover).toHaveAttribute("src", "/images/placeholder.svg");
    await expect(cover).toHaveAttribute("width", /\d+/);
  });

  test("a post carries an Article block with the required properties", async ({ page }) => {
    const post = blogPosts[0]!;
    await page.goto(`/blog/${post.id}`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    const article = blockOfType(await jsonLdBlocks(page), "Article") as Record<string, any>;
    expect(article["@context"]).toBe("https://schema.org");
    expect(article.headline).toBe(post.title);
    expect(isIsoDate(article.datePublished)).toBe(true);
    expect(article.author).toMatchObject({ "@type": "Person", name: post.author.name });
    expect(article.publisher).toMatchObject({ "@type": "Organization" });
    expect(article.image[0]).toMatch(new RegExp(`^https?://[^/]+${post.image}$`));
    expect(article.mainEntityOfPage["@id"]).toMatch(new RegExp(`/blog/${post.id}$`));
  });
});

test.describe("job pages", () => {
  test("a job page shows the role and leads to the contact form prefilled for it", async ({ page }) => {
    const job = jobOpenings.find((role) => role.slug === "troup-lead-technology")!;
    await page.goto(jobPath(job.slug));
    const main = page.getByRole("main");
    for (const text of [job.location, job.type, ...job.responsibilities, ...job.requirements]) await expect(main).toContainText(text);
    const apply = page.getByTestId("apply-link");
    await expect(apply).toHaveAttribute("href", contactLink(`Application: ${job.title}`));
    await expect(main.getByRole("link", { name: "Back to all openings" })).toHaveAttribute("href", "/careers#current-openings");
    await expect(page.locator("#how-to-apply")).toHaveCount(1);
    await expect(main.locator('a[href="#how-to-apply"]')).toHaveCount(1);
    await apply.click();
    await expect(page).toHaveURL(/\/contact-get-involved\?topic=Application%3A%20Troup%20Lead%20-%20Technology#contact-form$/);
  });

  test("every role carries a JobPosting with the required properties", async ({ page }) => {
    for (const job of jobOpenings) {
      await page.goto(jobPath(job.slug));
      const posting = blockOfType(await jsonLdBlocks(page), "JobPosting") as Record<string, any>;
      expect(posting["@context"]).toBe("https://schema.org");
      expect(posting.title).toBe(job.title);
      expect(posting.description).toContain(job.summary);
      expect(isIsoDate(posting.datePosted)).toBe(true);
      expect(isIsoDate(posting.validThrough)).toBe(true);
      expect(Date.parse(posting.validThrough)).toBeGreaterThan(Date.parse(posting.datePosted));
      expect(posting.employmentType).toBe("FULL_TIME");
      expect(posting.hiringOrganization).toMatchObject({ "@type": "Organization", name: "Ankur Entrepreneurship Ecosystem" });
      expect(posting.jobLocation).toMatchObject({ "@type": "Place", address: { "@type": "PostalAddress", addressCountry: "IN" } });
      expect(job.location).toContain(posting.jobLocation.address.addressLocality);
    }
  });

  test("a role whose closing day has passed is neither listed nor built", async ({ page, request }) => {
    const closed = jobFiles().filter((job) => !jobOpenings.some((open) => open.slug === job.slug));
    await page.goto("/careers");
    const openings = page.locator("#current-openings");
    await expect(openings.locator("li h3")).toHaveText(jobOpenings.map((job) => job.title));
    await expect(openings).toContainText(`${jobOpenings.length} roles open now`);
    for (const job of closed) expect((await request.get(jobPath(job.slug))).status(), jobPath(job.slug)).toBe(404);
  });
});

test.describe("press pages", () => {
  test("a release shows its body, date, category and media contact; the archive lists every release, newest first", async ({ page }) => {
    const release = pressReleases.find((candidate) => candidate.slug === "karnataka-partnership")!;
    await page.goto(pressReleasePath(release.slug));
    const main = page.getByRole("main");
    for (const paragraph of release.paragraphs) await expect(page.getByTestId("release-body")).toContainText(paragraph);
    await expect(page.getByTestId("release-body").locator("p").first()).toHaveText(new RegExp(`^${release.dateline}, March 4, 2025: `));
    await expect(main.locator(`time[datetime="${release.date}"]`).first()).toHaveText("March 4, 2025");
    await expect(page.locator("header").getByText(release.category)).toBeVisible();
    const contact = main.getByRole("complementary", { name: "Media Contact" });
    await expect(contact).toContainText("Ishita Rao");
    await expect(contact.locator('a[href^="mailto:hello@ankur-ecosystem.in"]')).toHaveCount(1);
    await expect(contact.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(main.locator('a[href="/press/archive"]').first()).toBeVisible();

    await page.goto("/press/archive");
    await expect(page.locator("h1")).toHaveText("Press Archive");
    const newestFirst = pressReleases.toSorted((a, b) => b.date.localeCompare(a.date)).map((other) => other.title);
    expect(await page.getByRole("main").locator("li h3").allTextContents()).toEqual(newestFirst);
    for (const other of pressReleases) await expect(page.locator(`main a[href="${pressReleasePath(other.slug)}"]`)).toHaveCount(1);
  });

  test("every release carries an Article block credited to Ankur", async ({ page }) => {
    for (const release of pressReleases) {
      await page.goto(pressReleasePath(release.slug));
      const article = blockOfType(await jsonLdBlocks(page), "Article") as Record<string, any>;
      expect(article.headline).toBe(release.title);
      expect(article.datePublished).toBe(release.date);
      expect(article.author).toMatchObject({ "@type": "Organization" });
      expect(article.publisher).toMatchObject({ "@type": "Organization" });
      expect(article.image[0]).toMatch(/^https?:\/\//);
      expect(article.mainEntityOfPage["@id"]).toMatch(new RegExp(`/press/${release.slug}$`));
    }
  });
});

test.describe("case studies", () => {
  /** The spec's figures of each story. */
  const figures: Record<string, string[]> = {
    "nexgen-health": ["₹32 crore", "120+ clinics", "35,000+ patients"],
    ecoharvest: ["85%", "water", "12x", "5,000+ farmers"],
    finedge: ["3.2M", "₹50 crore Series B", "18 states"],
  };

  for (const story of caseStories) {
    test(`${story.company}: challenge, solution, results with the spec's figures, and what to do next`, async ({ page }) => {
      await page.goto(caseStudyPath(story.slug));
      const main = page.getByRole("main");
      for (const heading of ["The Challenge", "The Solution", "The Results"]) await expect(main.getByRole("heading", { name: heading })).toBeVisible();
      await expect(main).toContainText(story.challenge);
      for (const figure of figures[story.slug] ?? []) await expect(main).toContainText(figure);
      for (const stat of story.highlights) await expect(page.getByTestId("case-figures")).toContainText(stat.value);
      await expect(main).toContainText(story.duration);
      await expect(main).toContainText(story.status);
      await expect(main.locator('a[href="/contact-get-involved"]').first()).toBeVisible();
      await expect(main.locator('a[href="/solutions-services"]').first()).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(new RegExp(`Home\\s*/\\s*Success Stories\\s*/\\s*${story.company}`));
    });
  }
});
