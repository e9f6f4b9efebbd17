import { type Locator, expect, test } from "@playwright/test";
import { blogPostsAsWritten } from "../../app/features/blog-filter/blog-posts.test-support";
import { coverPhotoFile } from "../../app/lib/cover-art/cover-image";
import { readEntries } from "../support/content-entries";

// Issue 22's pictures of people, organisations and covers: a named photo comes
// out of the build as AVIF/WebP with its size set; everyone else has an illustrated
// portrait, every organisation a drawn mark; all of them load.

/** The entry of a single-file list (app/content/<collection>/<id>.yaml), as written. */
function listEntry(collection: string, id: string): Record<string, unknown> {
  const entry = readEntries(collection).find((e) => e.id === id);
  if (!entry) throw new Error(`app/content/${collection}/${id}.yaml is missing`);
  return entry.data;
}
const featuredMentors = listEntry("people-lists", "featured-mentors").members as string[];
const organisations = new Map(readEntries("organisations").map((e) => [e.id, e.data as { name: string; shortName?: string }]));
/** The Trusted By organisations as their marks name them (the short name when there is one). */
const trustedPartners = (listEntry("organisation-lists", "trusted-by").members as { organisation: string }[]).map(({ organisation }) => {
  const org = organisations.get(organisation);
  if (!org) throw new Error(`app/content/organisations/${organisation}.yaml is missing`);
  return { name: org.shortName ?? org.name };
});

/** Scrolls an image into view (they are lazy) and waits until it has decoded pixels of its own (not a held picture's stand-in). */
async function loaded(img: Locator): Promise<{ naturalWidth: number; currentSrc: string }> {
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && !el.currentSrc.startsWith("data:") && el.naturalWidth)).toBeGreaterThan(0);
  return img.evaluate((el: HTMLImageElement) => ({ naturalWidth: el.naturalWidth, currentSrc: el.currentSrc }));
}

test("a leadership photo loads as AVIF at the slot's size, and the other leaders' portraits load", async ({ page }) => {
  await page.goto("/about-us");
  const leadership = page.locator("#leadership");
  const photo = leadership.locator("picture img").first();
  await expect(photo).toHaveAttribute("width", "88");
  await expect(photo).toHaveAttribute("height", "88");
  await expect(photo).toHaveAttribute("alt", "");
  await expect(photo).toHaveAttribute("loading", "lazy");
  const { currentSrc } = await loaded(photo);
  expect(currentSrc).toMatch(/\/photos\/vikram-deshpande-(128|256)\.avif$/);
  const avif = await page.request.get(new URL(currentSrc).pathname);
  expect(avif.headers()["content-type"]).toBe("image/avif");

  const portraits = leadership.locator("img[data-portrait]");
  await expect(portraits).toHaveCount(2);
  for (const portrait of await portraits.all()) {
    // Loaded first: a lazy picture far from the screen holds a stand-in src until it comes near (app/lib/near-images.ts).
    expect((await loaded(portrait)).naturalWidth).toBeGreaterThan(0);
    await expect(portrait).toHaveAttribute("src", /^\/portraits\/[a-z-]+\.svg$/);
  }
});

test("every mentor has an illustrated portrait that loads, and no initials are drawn", async ({ page }) => {
  await page.goto("/ecosystem/mentorship-network");
  const section = page.locator("#featured-mentors");
  const portraits = section.locator("img[data-portrait]");
  await expect(portraits).toHaveCount(featuredMentors.length);
  for (const portrait of await portraits.all()) await loaded(portrait);
  await expect(section.locator("span[aria-hidden='true']").filter({ hasText: /^[A-Z]{1,2}$/ })).toHaveCount(0);
});

test("every Trusted By mark loads with the organisation's name as its text alternative", async ({ page }) => {
  await page.goto("/");
  for (const partner of trustedPartners) {
    const mark = page.locator("#trusted-by").getByRole("img", { name: partner.name });
    await loaded(mark);
    await expect(mark).toHaveAttribute("src", /^\/marks\/[a-z-]+\.svg$/);
  }
});

test("portraits and marks are served as static SVG files", async ({ request }) => {
  for (const path of ["/portraits/priya-venkataraman.svg", "/marks/narmada-rural-bank.svg"]) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("image/svg+xml");
    expect(await response.text()).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  }
});

/** The pages that show people or organisations, one of each kind of card, quote and byline. */
const picturePages = [
  "/about-us",
  "/ecosystem/participating-companies",
  "/ecosystem/industry-partners",
  "/resources/events",
  "/resources/blog",
  "/blog/why-troupes-beat-mentors",
  "/case-studies/ecoharvest",
  "/press/climate-tech-fund",
  "/audience-hub/consultants-academics",
  "/audience-hub/entrepreneurs-startups",
  "/partner-portal",
] as const;

for (const path of picturePages) {
  test(`every portrait and mark on ${path} loads (each person and organisation in content has one)`, async ({ page }) => {
    await page.goto(path);
    // A lazy picture far from the screen holds its src in data-near-src until it comes near (app/lib/near-images.ts).
    const pictures = page.locator(
      ["/portraits/", "/marks/", "/emblems/", "/photos/"].map((folder) => `img[src^='${folder}'], img[data-near-src^='${folder}']`).join(", "),
    );
    expect(await pictures.count()).toBeGreaterThan(0);
    for (const img of await pictures.all()) {
      if (!(await img.isVisible())) continue; // a tab panel not shown, say
      await loaded(img);
    }
  });
}

test("a blog post's cover photo loads as AVIF at 16:9 with its size set, eager and first on its page, lazy in the list", async ({ page }) => {
  const post = blogPostsAsWritten().find((item) => coverPhotoFile(item.image) !== undefined)!;
  expect(post.image).toBe("market-stall.jpg");
  await page.goto(`/blog/${post.id}`);
  const cover = page.locator("article picture img[data-blog-image]").first();
  await expect(cover).toHaveAttribute("width", "1280");
  await expect(cover).toHaveAttribute("height", "720");
  await expect(cover).toHaveAttribute("alt", "");
  await expect(cover).toHaveAttribute("loading", "eager");
  await expect(cover).toHaveAttribute("fetchpriority", "high");
  const { naturalWidth, currentSrc } = await loaded(cover);
  expect(currentSrc).toMatch(/\/photos\/covers-market-stall-(640|800|1280)\.avif$/);
  expect(naturalWidth).toBe(Number(/-(\d+)\.avif$/.exec(currentSrc)![1]));
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight)).toBeCloseTo(16 / 9, 2);
  const avif = await page.request.get(new URL(currentSrc).pathname);
  expect(avif.headers()["content-type"]).toBe("image/avif");
  const box = await cover.boundingBox();
  expect(box!.width / box!.height).toBeCloseTo(16 / 9, 1);

  await page.goto("/resources/blog");
  const card = page.getByTestId("blog-post").filter({ hasText: post.title }).locator("picture img[data-blog-image]");
  await expect(card).toHaveAttribute("loading", "lazy");
  await expect(card).toHaveAttribute("width", "640");
  expect((await loaded(card)).currentSrc).toMatch(/\/photos\/covers-market-stall-(640|800|1280)\.avif$/);
});
