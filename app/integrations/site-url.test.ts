import { describe, expect, it } from "vitest";
import { LOCAL_SITE_URL, resolveSiteUrl, siteUrlBuildCheck } from "./site-url";

describe("resolveSiteUrl", () => {
  it("takes SITE_URL's origin, without a trailing slash", () => {
    expect(resolveSiteUrl({ SITE_URL: "https://ankur-ecosystem.in/" })).toEqual({ url: "https://ankur-ecosystem.in", defaulted: false });
    expect(resolveSiteUrl({ SITE_URL: " http://localhost:4321 " })).toEqual({ url: "http://localhost:4321", defaulted: false });
  });

  it("stands in the local address, and says so, when SITE_URL is unset or empty", () => {
    expect(resolveSiteUrl({})).toEqual({ url: LOCAL_SITE_URL, defaulted: true });
    expect(resolveSiteUrl({ SITE_URL: "" })).toEqual({ url: "http://localhost:3000", defaulted: true });
  });

  it("refuses an address that is not an http(s) origin", () => {
    for (const wrong of ["ankur-ecosystem.in", "ftp://ankur-ecosystem.in", "https://ankur-ecosystem.in/site", "https://ankur-ecosystem.in/?a=1"]) {
      expect(() => resolveSiteUrl({ SITE_URL: wrong })).toThrow(`SITE_URL "${wrong}" is not the site's public origin`);
    }
  });
});

describe("siteUrlBuildCheck", () => {
  const defaulted = resolveSiteUrl({});

  it("says nothing when SITE_URL is set", () => {
    expect(siteUrlBuildCheck(resolveSiteUrl({ SITE_URL: "https://ankur-ecosystem.in" }), { SITE_URL_REQUIRED: "1" })).toBeNull();
  });

  it("warns loudly, naming the address it defaulted to, when SITE_URL is unset (a laptop, the tests, CI)", () => {
    const check = siteUrlBuildCheck(defaulted, {});
    expect(check).toHaveProperty("warn");
    expect(check && "warn" in check && check.warn).toContain("SITE_URL IS NOT SET: this build links to http://localhost:3000");
  });

  it("refuses to build without SITE_URL when SITE_URL_REQUIRED is set", () => {
    for (const required of ["1", "true", "TRUE"]) {
      expect(siteUrlBuildCheck(defaulted, { SITE_URL_REQUIRED: required })).toEqual({ refuse: expect.stringContaining("SITE_URL is not set") });
    }
    expect(siteUrlBuildCheck(defaulted, { SITE_URL_REQUIRED: "0" })).toHaveProperty("warn");
  });
});
