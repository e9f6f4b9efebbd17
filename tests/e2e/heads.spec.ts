import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { type HeadSnapshot, normalisedHead } from "../../scripts/head-snapshot.ts";

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
