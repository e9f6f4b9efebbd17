import { expect, test } from "@playwright/test";

// Lazy pictures are fetched only when within a screen of the viewport
// (app/lib/near-images.ts, issue 22's 40 KiB budget), not ~3 000 px ahead as
// the browser's own lazy loading does; without JavaScript the browser's lazy
// loading does it all, and nothing is held.

test.use({ viewport: { width: 412, height: 823 } });

test("the blog list fetches only the pictures near the first screen; a far one comes when scrolled to, in the box it had", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image" && !request.url().startsWith("data:")) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto("/resources/blog", { waitUntil: "networkidle" });
  const held = page.locator("img[data-near-src]");
  const heldSources = await held.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("data-near-src") ?? ""));
  expect(heldSources.length, "pictures further than a screen are held").toBeGreaterThan(3);
  expect(fetched.length, "pictures fetched on load").toBeLessThanOrEqual(4);
  // The last held picture not also shown nearer the top (an author's portrait comes again further down).
  const index = heldSources.findLastIndex((src) => !fetched.includes(src));
  expect(index, "a held picture that was not fetched").toBeGreaterThanOrEqual(0);
  const far = heldSources[index]!;
  expect(far).toMatch(/^\/(portraits|covers|photos)\//);
  // A handle, not a locator: the picture stops matching img[data-near-src] once it is put back.
  const picture = (await held.nth(index).elementHandle())!;

  await picture.scrollIntoViewIfNeeded();
  const size = async () => picture.evaluate((img: HTMLImageElement) => [img.offsetWidth, img.offsetHeight, img.offsetTop]);
  const sizeBefore = await size();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc.startsWith(location.origin) && img.naturalWidth)).toBeGreaterThan(0);
  expect(fetched).toContain(far);
  expect(await picture.getAttribute("src")).toBe(far);
  expect(await size(), "the same width, height and place in its card").toEqual(sizeBefore);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every lazy picture keeps its own src for the browser's lazy loading", async ({ page }) => {
    await page.goto("/resources/blog");
    const lazy = page.locator("img[loading='lazy']");
    expect(await lazy.count()).toBeGreaterThan(3);
    await expect(page.locator("img[data-near-src]")).toHaveCount(0);
    for (const src of await lazy.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")))) expect(src).toMatch(/^\/(portraits|covers|photos|marks|emblems)\//);
  });
});
