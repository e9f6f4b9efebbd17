import { ADMIN_PATH, ADMIN_SIGN_IN_PATH, isAdminPagePath } from "../../../contract/staff-inbox/inbox-paths.ts";

/**
 * Where to go after signing in: the staff page the person asked for, never
 * a page outside /admin (no open redirect) and never the sign-in page itself.
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.includes("\\")) return ADMIN_PATH;
  const path = next.split(/[?#]/)[0] ?? "";
  if (!isAdminPagePath(path) || path === ADMIN_SIGN_IN_PATH) return ADMIN_PATH;
  return next;
}

/** The sign-in page, remembering where the person was going. */
export function signInPathFor(location: { pathname: string; search: string }): string {
  const next = `${location.pathname}${location.search}`;
  return next === ADMIN_PATH || next === ADMIN_SIGN_IN_PATH ? ADMIN_SIGN_IN_PATH : `${ADMIN_SIGN_IN_PATH}?next=${encodeURIComponent(next)}`;
}
