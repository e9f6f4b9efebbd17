/**
 * The staff inbox's addresses: the pages under /admin (rendered in the
 * browser, never prerendered) and the API under /api/admin, written here
 * once for the app and the server. API paths are relative to the API base.
 */

export const ADMIN_PATH = "/admin";
export const ADMIN_SIGN_IN_PATH = "/admin/sign-in";

export function adminLeadPath(reference: string): string {
  return `${ADMIN_PATH}/leads/${encodeURIComponent(reference)}`;
}

/** True for /admin and every path below it: the server answers them with the client-rendered shell. */
export function isAdminPagePath(path: string): boolean {
  return path === ADMIN_PATH || path.startsWith(`${ADMIN_PATH}/`);
}

/** The API's paths below the API base (/api). */
export const ADMIN_API = {
  signIn: "/admin/sign-in",
  signOut: "/admin/sign-out",
  session: "/admin/session",
  leads: "/admin/leads",
  exportCsv: "/admin/leads/export.csv",
  lead: (reference: string) => `/admin/leads/${encodeURIComponent(reference)}`,
  leadStatus: (reference: string) => `/admin/leads/${encodeURIComponent(reference)}/status`,
  leadNotes: (reference: string) => `/admin/leads/${encodeURIComponent(reference)}/notes`,
  pitchDeck: (reference: string) => `/admin/leads/${encodeURIComponent(reference)}/pitch-deck`,
  /** POST: a failed e-mail of the lead goes back in the outbox with its tries reset. */
  sendMessageAgain: (reference: string, messageId: number | string) =>
    `/admin/leads/${encodeURIComponent(reference)}/messages/${encodeURIComponent(String(messageId))}/send-again`,
} as const;

/** The session cookie is sent only to the admin API. Its name on plain http://localhost; see staffSessionCookieName. */
export const STAFF_SESSION_COOKIE = "ankur_staff_session";

/**
 * The session cookie's name: `__Secure-` first whenever the cookie is Secure
 * (SITE_URL https), so a browser takes it only from a secure page and only
 * with Secure; a page on plain http (or a network attacker speaking for it)
 * can then neither set nor overwrite it. Plain on http://localhost, where the
 * cookie is not Secure and browsers would refuse a prefixed one.
 */
export function staffSessionCookieName(secure: boolean): string {
  return secure ? `__Secure-${STAFF_SESSION_COOKIE}` : STAFF_SESSION_COOKIE;
}
