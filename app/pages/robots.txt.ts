import { SITE_URL } from "~/config/site-url";
import { robotsTxt } from "~/lib/sitemap";

/** /robots.txt, written at build time with the build's SITE_URL. */
export function GET(): Response {
  return new Response(robotsTxt(SITE_URL), { headers: { "content-type": "text/plain; charset=utf-8" } });
}
