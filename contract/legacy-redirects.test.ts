import { describe, expect, it } from "vitest";
import { legacyRedirects } from "./legacy-redirects.ts";

describe("legacyRedirects", () => {
  it("sends the obvious guesses to their pages", () => {
    expect(legacyRedirects).toMatchObject({
      "/about": "/about-us",
      "/solutions": "/solutions-services",
      "/events": "/resources/events",
      "/blog": "/resources/blog",
      "/apply-now": "/apply",
      "/contact-us": "/contact-get-involved",
      "/team": "/about-us#leadership",
      "/privacy": "/legal/privacy-policy",
      "/terms": "/legal/terms-of-use",
      "/about/": "/about-us",
    });
  });

  it("answers each path with and without its trailing slash alike", () => {
    const unlike = Object.entries(legacyRedirects).filter(([from, to]) => legacyRedirects[from.endsWith("/") ? from.slice(0, -1) : `${from}/`] !== to);
    expect(unlike).toEqual([]);
  });
});
