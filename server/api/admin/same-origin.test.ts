import { describe, expect, it } from "vitest";
import { isSameOrigin, needsSecureCookie, staffSessionCookie } from "./same-origin.ts";

const site = new URL("https://ankur.example.in");

describe("isSameOrigin", () => {
  it("accepts only the site's own origin", () => {
    expect(isSameOrigin("https://ankur.example.in", site)).toBe(true);
    expect(isSameOrigin("http://ankur.example.in", site)).toBe(false);
    expect(isSameOrigin("https://ankur.example.in.evil.com", site)).toBe(false);
    expect(isSameOrigin("https://evil.com", site)).toBe(false);
    expect(isSameOrigin("null", site)).toBe(false);
    expect(isSameOrigin(undefined, site)).toBe(false);
    expect(isSameOrigin(["https://ankur.example.in"], site)).toBe(false);
    expect(isSameOrigin("http://localhost:3000", new URL("http://localhost:3000/"))).toBe(true);
  });
});

describe("needsSecureCookie", () => {
  it("is Secure except on plain http at localhost or 127.0.0.1", () => {
    expect(needsSecureCookie(site)).toBe(true);
    expect(needsSecureCookie(new URL("http://ankur.example.in"))).toBe(true);
    expect(needsSecureCookie(new URL("http://localhost:3000"))).toBe(false);
    expect(needsSecureCookie(new URL("http://127.0.0.1:41234"))).toBe(false);
    expect(needsSecureCookie(new URL("http://[::1]:3000"))).toBe(false);
  });
});

describe("staffSessionCookie", () => {
  it("is named __Secure-ankur_staff_session whenever it is Secure, and ankur_staff_session on plain http at localhost", () => {
    expect(staffSessionCookie(site)).toEqual({ name: "__Secure-ankur_staff_session", secure: true });
    expect(staffSessionCookie(new URL("http://localhost:3000"))).toEqual({ name: "ankur_staff_session", secure: false });
  });
});
