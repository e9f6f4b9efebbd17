import { expect, test } from "@playwright/test";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eventsAsOf } from "../../app/features/event-tabs/events.test-support.ts";
import { openJobFiles } from "../../app/features/job-openings/job-files.test-support.ts";
import { pressFiles } from "../../app/features/press-room/press-files.test-support.ts";
import { calendarFilePath } from "../../contract/calendar-paths.ts";
import type { HeadSnapshot } from "../../scripts/head-snapshot.ts";
import { readEntries } from "../support/content-entries.ts";
import { readBuiltSite } from "./support/built-site";

// The build's files other than its pages: sitemap.xml, robots.txt and the
// calendar files as endpoints, and a .br and a .gz beside every text file
// (app/integrations/precompress.ts).

const clientDir = join(process.env.BUILD_DIR ?? "build", "client");
const siteUrl = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");
const snapshot = JSON.parse(readFileSync(new URL("./heads.snapshot.json", import.meta.url), "utf8")) as HeadSnapshot;

test("sitemap.xml lists, with the build's SITE_URL, every page of today's site that is indexable and its own canonical, each dated item with its day", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const xml = await response.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n')).toBe(true);
  const listed = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
  const expected = Object.entries(snapshot.routes)
    .filter(([route, head]) => head.robots === null && head.canonical === `{SITE_URL}${route}`)
    .map(([route]) => `${siteUrl}${route}`)
    .sort();
  expect(expected).toContain(`${siteUrl}/faq`);
  expect(listed).toEqual(expected);
  expect(xml).not.toContain("/admin");
  expect(xml).not.toContain("/404");
  expect(listed).not.toContain(`${siteUrl}/contact`);
  // Every page the build holds, a page added since the snapshot too, is listed exactly when it is its own canonical.
  for (const [path, { html }] of readBuiltSite().pages) {
    const canonical = /<link rel="canonical" href="https?:\/\/[^/"]+(\/[^"]*)"/.exec(html)?.[1];
    expect(listed.includes(`${siteUrl}${path}`), `${path} in the sitemap`).toBe(canonical === path);
  }
  // Each post, role and press release gives its day as <lastmod> (from its file); a page without a date of its own has none.
  const lastmods = new Map([...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map((match) => [match[1], match[2]]));
  expect(lastmods.size).toBe(listed.length);
  const dated: [string, unknown][] = [
    ...readEntries("blog").map((post): [string, unknown] => [`/blog/${post.id}`, post.data.date]),
    ...openJobFiles().map((job): [string, unknown] => [`/job/${job.slug}`, job.posted]),
    ...pressFiles().map((release): [string, unknown] => [`/press/${release.slug}`, release.date]),
  ];
  expect(dated.length).toBeGreaterThan(10);
  for (const [path, day] of dated) expect(lastmods.get(`${siteUrl}${path}`), path).toBe(String(day));
  for (const path of ["/", "/faq", "/careers", "/press", "/resources/blog"]) expect(lastmods.get(`${siteUrl}${path}`), path).toBeUndefined();
});

test("robots.txt keeps crawlers out of the API and the staff pages and names the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(await response.text()).toBe(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
});

test("every upcoming event (as of now: the build's day) has its calendar file at its contract path, linked from the events page also without JavaScript, with its title, time and link", async ({ browser, request }) => {
  const { upcoming: upcomingEvents } = eventsAsOf();
  expect(upcomingEvents.length).toBeGreaterThan(0);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/resources/events");
  const links = page.getByRole("link", { name: /^Add to calendar/ });
  await expect(links).toHaveCount(upcomingEvents.length);
  await expect(links.first()).toHaveAccessibleName(/^Add to calendar\s*: Term Sheets Decoded: What Founders Should Negotiate \(\.ics file\)$/);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
  expect(hrefs.toSorted()).toEqual(upcomingEvents.map((event) => calendarFilePath(event.id)).toSorted());
  await context.close();

  for (const event of upcomingEvents) {
    const response = await request.get(calendarFilePath(event.id));
    expect(response.status(), calendarFilePath(event.id)).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const text = await response.text();
    const unfolded = text.replace(/\r\n[ \t]/g, "");
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(unfolded).toContain(`\r\nUID:${event.id}@${new URL(siteUrl).hostname}\r\n`);
    expect(unfolded).toContain(`\r\nURL:${siteUrl}/resources/events#event-${event.id}\r\n`);
    expect(unfolded).toContain(`\r\nDTSTART:${new Date(event.date).toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "")}\r\n`);
    expect(unfolded).toContain("\r\nSUMMARY:");
    expect(text).toContain("\r\nBEGIN:VEVENT\r\n");
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
  }
  const summit = await (await request.get(calendarFilePath("ankur-ecosystem-summit-2027"))).text();
  expect(summit).toContain("SUMMARY:Ankur Ecosystem Summit 2027\r\n");
  expect(summit).toContain("DTSTART:20270225T040000Z\r\n");
  expect(summit).toContain("DTEND:20270225T120000Z\r\n");
});

/** Every file of the build by path from its root, compressed forms left out. */
function builtFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (!/\.(br|gz)$/.test(name)) files.push(relative(clientDir, full).split(sep).join("/"));
    }
  };
  walk(clientDir);
  return files;
}

test("every text file of 256 bytes or more has a .br and a .gz that give it back", () => {
  const textFiles = builtFiles().filter((file) => /\.(html|js|css|svg|json|txt|xml|ics|webmanifest)$/.test(file) && statSync(join(clientDir, file)).size >= 256);
  expect(textFiles).toEqual(expect.arrayContaining(["sitemap.xml", "about-us/index.html"]));
  expect(textFiles.some((file) => file.endsWith(".js")), "the build's scripts").toBe(true);
  expect(textFiles.some((file) => file.endsWith(".css")), "the build's stylesheet").toBe(true);
  const missing = textFiles.filter((file) => !existsSync(join(clientDir, `${file}.br`)) || !existsSync(join(clientDir, `${file}.gz`)));
  expect(missing).toEqual([]);
  for (const file of textFiles) {
    const original = readFileSync(join(clientDir, file));
    expect(brotliDecompressSync(readFileSync(join(clientDir, `${file}.br`))).equals(original), `${file}.br`).toBe(true);
    expect(gunzipSync(readFileSync(join(clientDir, `${file}.gz`))).equals(original), `${file}.gz`).toBe(true);
  }
});

test("the server sends a page and the sitemap in their precompressed forms", async ({ request }) => {
  for (const [path, file] of [["/about-us", "about-us/index.html"], ["/sitemap.xml", "sitemap.xml"]] as const) {
    const brotli = await request.get(path, { headers: { "accept-encoding": "br" } });
    expect(brotli.headers()["content-encoding"], path).toBe("br");
    const gzip = await request.get(path, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"], path).toBe("gzip");
    expect(Buffer.from(await gzip.body()).equals(readFileSync(join(clientDir, file))), `${path} unpacked`).toBe(true);
  }
});
