import { staffSessionCookieName } from "../../../contract/staff-inbox/inbox-paths.ts";

/**
 * A state-changing admin call must come from the site's own pages: its
 * Origin header (which browsers send with every POST, PUT and DELETE) must be
 * SITE_URL's origin. A missing Origin is refused too.
 */
export function isSameOrigin(originHeader: string | string[] | undefined, siteUrl: URL): boolean {
  if (typeof originHeader !== "string") return false;
  try {
    return new URL(originHeader).origin === siteUrl.origin && originHeader.replace(/\/$/, "") === siteUrl.origin;
  } catch {
    return false;
  }
}

/** The session cookie is Secure everywhere but a plain-http address on this machine. */
export function needsSecureCookie(siteUrl: URL): boolean {
  if (siteUrl.protocol === "https:") return true;
  return !["localhost", "127.0.0.1", "[::1]"].includes(siteUrl.hostname);
}

/** The session cookie for a SITE_URL: Secure unless plain http on this machine, and then named with `__Secure-`. */
export function staffSessionCookie(siteUrl: URL): { name: string; secure: boolean } {
  const secure = needsSecureCookie(siteUrl);
  return { name: staffSessionCookieName(secure), secure };
}
