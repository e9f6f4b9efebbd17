/**
 * Old paths that the footer of the previous site linked to. The server answers
 * them with a 301 to the content that now lives elsewhere; the site links to
 * the new targets directly.
 */
const oldFooterPaths: Readonly<Record<string, string>> = {
  "/about-us/leadership": "/about-us#leadership",
  "/about-us/partners": "/about-us#partners",
  "/about-us/careers": "/careers",
};

/**
 * Paths a visitor types or guesses from other sites (/about, /blog,
 * /contact-us, /privacy …), each to the page that answers it. None of them is
 * a page of the site (the route tests check), so a 301 takes nothing away.
 */
const guessedPaths: Readonly<Record<string, string>> = {
  "/about": "/about-us",
  "/team": "/about-us#leadership",
  "/leadership": "/about-us#leadership",
  "/solutions": "/solutions-services",
  "/services": "/solutions-services",
  "/events": "/resources/events",
  "/blog": "/resources/blog",
  "/news": "/press",
  "/media": "/resources/media",
  "/whitepapers": "/resources/whitepapers",
  "/tools": "/resources/tools",
  "/apply-now": "/apply",
  "/incubation": "/apply",
  "/application-status": "/contact-get-involved/application-status",
  "/contact-us": "/contact-get-involved",
  "/get-involved": "/contact-get-involved",
  "/partner": "/contact-get-involved/partner-apply",
  "/partner-with-us": "/contact-get-involved/partner-apply",
  "/jobs": "/careers",
  "/mentors": "/ecosystem/mentorship-network",
  "/privacy": "/legal/privacy-policy",
  "/privacy-policy": "/legal/privacy-policy",
  "/terms": "/legal/terms-of-use",
  "/terms-of-use": "/legal/terms-of-use",
  "/terms-and-conditions": "/legal/terms-of-use",
  "/cookies": "/legal/cookie-policy",
  "/cookie-policy": "/legal/cookie-policy",
};

/**
 * Every old or guessed path with and without a trailing slash (/about and
 * /about/ alike; a real page's trailing slash is redirected on its own).
 */
export const legacyRedirects: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries({ ...oldFooterPaths, ...guessedPaths }).flatMap(([from, to]) => [
    [from, to],
    [`${from}/`, to],
  ]),
);
