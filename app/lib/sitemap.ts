// The text of sitemap.xml and robots.txt (app/pages/sitemap.xml.ts, robots.txt.ts).

/** `siteUrl` without a trailing slash; `paths` from the root: "/", "/faq". */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((p) => `  <url><loc>${siteUrl}${p === "/" ? "/" : p}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Crawlers keep out of the API and the staff inbox, and find the sitemap. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
