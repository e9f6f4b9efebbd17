import { SITE_URL } from "~/config/site-url";
import { sitemapXml } from "~/lib/sitemap";
import { sitemapPaths } from "~/lib/sitemap-paths";

/** /sitemap.xml, written at build time with the build's SITE_URL. */
export function GET(): Response {
  return new Response(sitemapXml(SITE_URL, sitemapPaths()), { headers: { "content-type": "application/xml; charset=utf-8" } });
}
