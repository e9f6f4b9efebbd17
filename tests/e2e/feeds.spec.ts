import { type APIRequestContext, expect, test } from "@playwright/test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { blogPostsAsWritten } from "../../app/features/blog-filter/blog-posts.test-support";
import { eventsAsOf } from "../../app/features/event-tabs/events.test-support";
import { pressFiles } from "../../app/features/press-room/press-files.test-support";

// The RSS 2.0 feeds (app/lib/rss-feed.ts), as the build writes them and the
// server sends them: well-formed XML with the elements RSS 2.0 requires
// (rss version="2.0"; a channel with title, link and description; items each
// with a title or a description), every link absolute on the build's
// SITE_URL and reaching a page of the site, and each named in the <head> of
// the page it follows. Another feed is one more row of `feeds`.

const siteUrl = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");

type Item = { title?: string; link?: string; guid?: { "#text": string; "@_isPermaLink": string }; pubDate?: string; description?: string };
type Channel = { title?: string; link?: string; description?: string; item?: Item | Item[] };

const feeds = [
  { path: "/resources/blog/rss.xml", page: "/resources/blog", items: () => blogPostsAsWritten().map((post) => ({ title: post.title, link: `${siteUrl}/blog/${post.id}` })) },
  {
    path: "/resources/events/rss.xml",
    page: "/resources/events",
    items: () => {
      const { upcoming, recorded } = eventsAsOf();
      return [...upcoming, ...recorded].map((event) => ({ title: event.title, link: `${siteUrl}/resources/events#event-${event.id}` }));
    },
  },
  { path: "/press/rss.xml", page: "/press", items: () => pressFiles().map((release) => ({ title: release.title, link: `${siteUrl}/press/${release.slug}` })) },
];

/** The feed at `path`, checked as XML and parsed. */
async function readFeed(request: APIRequestContext, path: string): Promise<{ version: string; channel: Channel }> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"], path).toMatch(/^application\/(rss\+)?xml\b/);
  const xml = await response.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>'), "an XML declaration first").toBe(true);
  expect(XMLValidator.validate(xml), "well-formed XML").toBe(true);
  const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "item" }).parse(xml) as { rss?: { "@_version"?: string; channel?: Channel } };
  expect(parsed.rss?.channel, "an <rss> with one <channel>").toBeDefined();
  return { version: parsed.rss?.["@_version"] ?? "", channel: parsed.rss?.channel ?? {} };
}

for (const feed of feeds) {
  test.describe(feed.path, () => {
    test("is RSS 2.0 with its channel's required elements, one item per entry, newest first, each link absolute and its own guid", async ({ request }) => {
      const { version, channel } = await readFeed(request, feed.path);
      expect(version).toBe("2.0");
      expect(channel.title).toMatch(/\S/);
      expect(channel.description).toMatch(/\S/);
      expect(channel.link).toBe(`${siteUrl}${feed.page}`);
      const items = [channel.item ?? []].flat();
      const expected = feed.items();
      expect(expected.length, "the content has entries").toBeGreaterThan(0);
      expect(items.map((item) => ({ title: item.title, link: item.link })).toSorted((a, b) => String(a.link).localeCompare(String(b.link)))).toEqual(
        expected.toSorted((a, b) => a.link.localeCompare(b.link)),
      );
      const dates = items.map((item) => Date.parse(item.pubDate ?? ""));
      for (const item of items) {
        expect(item.title || item.description, "an item has a title or a description").toBeTruthy();
        expect(item.description).toMatch(/\S/);
        expect(item.pubDate, item.title).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/);
        expect(item.guid).toEqual({ "#text": item.link, "@_isPermaLink": "true" });
      }
      expect(dates, "newest first").toEqual(dates.toSorted((a, b) => b - a));
    });

    test("links items that resolve: each link's page is there, with the card a fragment names", async ({ request }) => {
      const { channel } = await readFeed(request, feed.path);
      for (const item of [channel.item ?? []].flat()) {
        const url = new URL(String(item.link));
        expect(url.origin).toBe(new URL(siteUrl).origin);
        const response = await request.get(url.pathname);
        expect(response.status(), url.pathname).toBe(200);
        if (url.hash) expect(await response.text(), `${url.pathname} holds ${url.hash}`).toContain(`id="${url.hash.slice(1)}"`);
      }
    });

    test(`is named in the <head> of ${feed.page}`, async ({ request }) => {
      const html = await (await request.get(feed.page)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      const link = /<link[^>]*rel="alternate"[^>]*>/.exec(head)?.[0] ?? "";
      expect(link).toContain('type="application/rss+xml"');
      expect(link).toContain(`href="${siteUrl}${feed.path}"`);
      expect(link).toMatch(/title="[^"]+"/);
    });
  });
}
