import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { type RssFeed, rssFeedLink, rssFeedXml } from "./rss-feed";

const feed: RssFeed = {
  title: "Ankur Blog",
  description: "Articles from the troupes",
  pagePath: "/resources/blog",
  items: [
    { title: "Older", path: "/blog/older", pubDate: new Date("2026-01-02T00:00:00+05:30"), description: "An older post", categories: ["Policy"] },
    { title: "Newer & <better>", path: "/blog/newer", pubDate: new Date("2026-03-04T00:00:00+05:30"), description: "A newer post" },
  ],
};

describe("rssFeedXml", () => {
  it("writes an RSS 2.0 channel with absolute links on the given site, newest first, each link its guid", async () => {
    const xml = await rssFeedXml(feed, "https://example.org/");
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml) as { rss: { "@_version": string; channel: Record<string, unknown> & { item: Record<string, unknown>[] } } };
    expect(parsed.rss["@_version"]).toBe("2.0");
    const { channel } = parsed.rss;
    expect(channel.title).toBe("Ankur Blog");
    expect(channel.link).toBe("https://example.org/resources/blog");
    expect(channel.description).toBe("Articles from the troupes");
    expect(channel.item.map((item) => item.title)).toEqual(["Newer & <better>", "Older"]);
    expect(channel.item[1]).toMatchObject({ link: "https://example.org/blog/older", guid: { "#text": "https://example.org/blog/older", "@_isPermaLink": "true" }, category: "Policy" });
    expect(channel.item[1]?.pubDate).toBe("Thu, 01 Jan 2026 18:30:00 GMT");
  });
});

describe("rssFeedLink", () => {
  it("is the <head> link of a feed, absolute", () => {
    expect(rssFeedLink("Ankur Blog", "/resources/blog/rss.xml")).toMatchObject({ tagName: "link", rel: "alternate", type: "application/rss+xml", title: "Ankur Blog" });
    expect(String((rssFeedLink("Ankur Blog", "/resources/blog/rss.xml") as { href: string }).href)).toMatch(/^https?:\/\/[^/]+\/resources\/blog\/rss\.xml$/);
  });
});
