import { expect, test } from "@playwright/test";
import { readBuiltSite } from "./support/built-site";

const meta = (html: string, attr: "name" | "property", key: string) =>
  html.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`))?.[1];

/** Properties each schema.org type must carry for search engines to use it. */
const requiredProperties: Record<string, readonly string[]> = {
  Organization: ["name", "url", "logo"],
  BreadcrumbList: ["itemListElement"],
  FAQPage: ["mainEntity"],
  Event: ["name", "startDate", "location"],
  Article: ["headline", "datePublished", "author", "publisher", "image"],
  JobPosting: ["title", "description", "datePosted", "hiringOrganization", "jobLocation", "validThrough"],
};

// Rules every prerendered page keeps; the sitemap and robots.txt: build-files.spec.ts.
test.describe("found by search", () => {
  const { pages } = readBuiltSite();

  test("every page has a unique title, a description, a canonical URL, social tags and lang en-IN", () => {
    const titles = new Map<string, string>();
    for (const [path, { html }] of pages) {
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
      expect(title, path).toBeTruthy();
      expect(titles.get(title as string), `${path} repeats the title of ${titles.get(title as string)}`).toBeUndefined();
      titles.set(title as string, path);
      expect(html, path).toContain('<html lang="en-IN"');
      // A page for one visitor (the newsletter's "check your inbox", "confirmed"…) is kept out of search and needs no more.
      if (meta(html, "name", "robots")?.includes("noindex")) continue;
      expect(meta(html, "name", "description")?.length ?? 0, path).toBeGreaterThan(20);
      expect(html, path).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
      expect(meta(html, "property", "og:image"), path).toMatch(/^https?:\/\/.+\/og\/.+\.png$/);
      expect(meta(html, "name", "twitter:card"), path).toBe("summary_large_image");
    }
  });

  test("every JSON-LD block parses and carries its type's required properties", () => {
    const seen = new Set<string>();
    for (const [path, { html }] of pages) {
      for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
        const block = JSON.parse(m[1] as string) as Record<string, unknown>;
        const type = block["@type"] as string;
        expect(block["@context"], path).toBe("https://schema.org");
        seen.add(type);
        for (const property of requiredProperties[type] ?? []) expect(block[property], `${path} ${type}.${property}`).toBeTruthy();
      }
    }
    expect([...seen].sort()).toEqual(expect.arrayContaining(Object.keys(requiredProperties).sort()));
  });
});
