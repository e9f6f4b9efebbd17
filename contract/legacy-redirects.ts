/**
 * Old paths that the footer of the previous site linked to. The server answers
 * them with a 301 to the content that now lives elsewhere; the site links to
 * the new targets directly.
 */
export const legacyRedirects: Readonly<Record<string, string>> = {
  "/about-us/leadership": "/about-us#leadership",
  "/about-us/partners": "/about-us#partners",
  "/about-us/careers": "/careers",
};
