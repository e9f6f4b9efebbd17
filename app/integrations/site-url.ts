import type { AstroIntegration } from "astro";

// The site's public origin (SITE_URL): canonical links, Open Graph URLs, the
// sitemap, the feeds. A laptop's build, the tests and CI may leave it unset
// (the site is then at http://localhost:3000, where `npm start` serves it);
// a build for the public must set it, and says so loudly when it did not.

/** Where the site is when SITE_URL is not set: `npm start` on this machine. */
export const LOCAL_SITE_URL = "http://localhost:3000";

export type SiteUrlSetting = {
  /** The origin, without a trailing slash. */
  url: string;
  /** True when SITE_URL was not set and the local address stands in. */
  defaulted: boolean;
};

type Env = Readonly<Record<string, string | undefined>>;

/** SITE_URL from the environment, checked: an http(s) origin ("https://ankur-ecosystem.in"), or the local address when unset. */
export function resolveSiteUrl(env: Env): SiteUrlSetting {
  const given = env.SITE_URL?.trim();
  if (!given) return { url: LOCAL_SITE_URL, defaulted: true };
  const url = URL.canParse(given) ? new URL(given) : null;
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:") || url.pathname !== "/" || url.search || url.hash || url.username) {
    throw new Error(`SITE_URL "${given}" is not the site's public origin: write it as https://ankur-ecosystem.in (http or https, no path)`);
  }
  return { url: url.origin, defaulted: false };
}

/** Whether SITE_URL_REQUIRED asks a build to refuse to run without SITE_URL ("1" or "true"). */
function siteUrlRequired(env: Env): boolean {
  return ["1", "true"].includes((env.SITE_URL_REQUIRED ?? "").trim().toLowerCase());
}

/**
 * What `astro build` does about a defaulted SITE_URL: with SITE_URL_REQUIRED
 * set it refuses (a build for the public must not link to localhost);
 * otherwise it goes on and warns loudly. Null when SITE_URL was set.
 */
export function siteUrlBuildCheck(setting: SiteUrlSetting, env: Env): { refuse: string } | { warn: string } | null {
  if (!setting.defaulted) return null;
  if (siteUrlRequired(env)) {
    return { refuse: "SITE_URL is not set, and SITE_URL_REQUIRED says this build is for the public: set SITE_URL to the site's address (SITE_URL=https://ankur-ecosystem.in npm run build)." };
  }
  return {
    warn: [
      "",
      "*".repeat(78),
      `*  SITE_URL IS NOT SET: this build links to ${LOCAL_SITE_URL}`,
      "*  (canonical links, the sitemap, the feeds, social cards). Fine on this machine",
      "*  and in tests; a build for the public must set SITE_URL (and may set",
      "*  SITE_URL_REQUIRED=1 to refuse to build without it).",
      "*".repeat(78),
      "",
    ].join("\n"),
  };
}

/** Checks SITE_URL when the site is built (not in `astro dev` or `astro sync`). */
export function siteUrlCheck(setting: SiteUrlSetting, env: Env = process.env): AstroIntegration {
  return {
    name: "ankur:site-url",
    hooks: {
      "astro:config:setup": ({ command, logger }) => {
        if (command !== "build") return;
        const check = siteUrlBuildCheck(setting, env);
        if (check && "refuse" in check) throw new Error(check.refuse);
        if (check) logger.warn(check.warn);
      },
    },
  };
}
