import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { type HeadSnapshot, decodeEntities, normalisedHead } from "../../scripts/head-snapshot.ts";

// Issue 21: every page keeps the <head> it had on React Router (title, meta,
// canonical, robots, JSON-LD). The routes are the snapshot's, written from
// the React Router build by scripts/write-head-snapshot.ts: a page the Astro
// build lacks fails under its own name.

const snapshot = JSON.parse(readFileSync(new URL("./heads.snapshot.json", import.meta.url), "utf8")) as HeadSnapshot;
/** The origin the Astro build was made with (astro.config.ts's default). */
const siteUrl = process.env.SITE_URL ?? "http://localhost:3000";
/** The not-found page is checked as visitors meet it: at an unknown path, with HTTP 404. */
const NOT_FOUND_ROUTE = "/404";
const UNKNOWN_PATH = "/no-page-has-this-path";

test.describe("each page's head as on React Router", () => {
  test("the snapshot holds every page, item pages and the not-found page", () => {
    const routes = Object.keys(snapshot.routes);
    expect(routes.length).toBeGreaterThan(60);
    expect(routes).toEqual(expect.arrayContaining(["/", NOT_FOUND_ROUTE, "/contact", "/blog/why-troupes-beat-mentors", "/legal/privacy-policy"]));
  });

  for (const [route, expected] of Object.entries(snapshot.routes)) {
    test(`head of ${route}`, async ({ request }) => {
      const notFound = route === NOT_FOUND_ROUTE;
      const response = await request.get(notFound ? UNKNOWN_PATH : route, { maxRedirects: 0 });
      expect(response.status(), notFound ? `${UNKNOWN_PATH} answers the not-found page` : `${route} is a page of the Astro build`).toBe(notFound ? 404 : 200);
      expect(response.headers()["content-type"], `${route} is an HTML page`).toBe("text/html; charset=utf-8");
      expect(normalisedHead(await response.text(), siteUrl), `the head of ${route}`).toEqual(expected);
    });
  }
});

/** A PNG's width and height, from its signature and IHDR chunk; null for anything else. */
function pngSize(body: Buffer): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (body.length < 24 || signature.some((byte, i) => body[i] !== byte) || body.toString("latin1", 12, 16) !== "IHDR") return null;
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

// Issue 22: each page's picture is a social card of its own, made at build time.
// Every page of the sitemap (the registry's pages, /apply included, and every item page).
test("every page's og:image is in the build: a 1200×630 PNG, also its twitter:image", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(decodeEntities(match[1] ?? "")).pathname);
  expect(routes.length, "the sitemap lists the pages").toBeGreaterThan(60);
  const cards = new Map<string, string[]>();
  for (const route of routes) {
    const head = normalisedHead(await (await request.get(route)).text(), siteUrl);
    const image = head.meta["property:og:image"];
    expect(typeof image, `${route} has one og:image`).toBe("string");
    expect(head.meta["name:twitter:image"], `${route}'s twitter:image is its og:image`).toBe(image);
    expect(head.meta["property:og:image:alt"], `${route}'s card has alt text`).toBeTruthy();
    cards.set(String(image), [...(cards.get(String(image)) ?? []), route]);
  }
  expect(cards.size, "each page has a card of its own, not one shared picture").toBe(routes.length);
  for (const [image, pages] of cards) {
    expect(image, `${pages.join(", ")}: an absolute URL on the build's origin`).toMatch(/^\{SITE_URL\}\/og\/.+\.png$/);
    // Asked of the server under test by its path: the origin in the page is the build's SITE_URL.
    const response = await request.get(image.replace("{SITE_URL}", ""));
    expect(response.status(), `${image} (for ${pages.join(", ")}) is in the build`).toBe(200);
    expect(response.headers()["content-type"], `${image} is served as a PNG`).toBe("image/png");
    expect(pngSize(await response.body()), `${image} is a 1200×630 PNG`).toEqual({ width: 1200, height: 630 });
  }
});
