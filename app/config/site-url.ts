declare const __SITE_URL__: string;

/**
 * The site's public origin, fixed at build time from SITE_URL (astro.config.ts):
 * canonical links, Open Graph URLs, the sitemap.
 */
export const SITE_URL: string = __SITE_URL__.replace(/\/+$/, "");

export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path === "/" ? "/" : path}`;
}
