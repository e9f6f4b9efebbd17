// The text of sitemap.xml and robots.txt (app/pages/sitemap.xml.ts, robots.txt.ts).

/** A page of the sitemap: its path from the root ("/", "/faq") and, for an item with a date, that day (YYYY-MM-DD). */
export type SitemapEntry = { path: string; lastmod?: string | undefined };

function escapeXml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/** `siteUrl` without a trailing slash; each entry's <lastmod> only where it has a date. */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map(({ path, lastmod }) => {
      const loc = `<loc>${escapeXml(`${siteUrl}${path === "/" ? "/" : path}`)}</loc>`;
      return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Crawlers keep out of the API and the staff inbox, and find the sitemap. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
