import { describe, expect, it } from "vitest";
import { rssFeedXml } from "~/lib/rss-feed";
import { PRESS_FEED, pressFeed } from "./press-feed";

const releases = [
  { slug: "older", category: "Milestone", title: "Older & wiser", date: "2025-01-20", dateline: "PUNE, India", summary: "The older one." },
  { slug: "newer", category: "Partnership", title: "Newer", date: "2025-03-04", dateline: "BENGALURU, India", summary: "The newer one." },
] as const;

describe("pressFeed", () => {
  it("lives under the press room and is named after it", () => {
    expect(PRESS_FEED).toEqual({ path: "/press/rss.xml", title: "Press Room | Ankur" });
  });

  it("gives each release its page, its day at midnight in India, its summary and category, newest first, with absolute links", async () => {
    const xml = await rssFeedXml(pressFeed(releases), "https://ankur.example.in");
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain("<channel><title>Press Room | Ankur</title><description>Announcements, media coverage and resources for journalists.</description><link>https://ankur.example.in/press</link>");
    expect(xml).toContain("<title>Older &amp; wiser</title>");
    expect(xml).toContain("<link>https://ankur.example.in/press/newer</link><guid isPermaLink=\"true\">https://ankur.example.in/press/newer</guid>");
    expect(xml).toContain("<pubDate>Mon, 03 Mar 2025 18:30:00 GMT</pubDate>");
    expect(xml).toContain("<category>Partnership</category>");
    expect(xml.indexOf("/press/newer")).toBeLessThan(xml.indexOf("/press/older"));
  });
});
