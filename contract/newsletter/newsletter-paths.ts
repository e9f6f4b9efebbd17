import { API_BASE_PATH } from "../site-paths.ts";

/**
 * The newsletter's endpoints and the pages they send a browser on to. The
 * sign-up is a lead form of its own (kind "newsletter"); the confirm and
 * unsubscribe links come in the mails, signed (server/api/newsletter).
 */
export const NEWSLETTER_API = {
  signUp: `${API_BASE_PATH}/newsletter/subscribe`,
  confirm: `${API_BASE_PATH}/newsletter/confirm`,
  unsubscribe: `${API_BASE_PATH}/newsletter/unsubscribe`,
} as const;

/** The query parameter that carries a link's signed token. */
export const NEWSLETTER_TOKEN_PARAM = "token";

/**
 * Pages in app/pages/newsletter/. The two "press to" pages are what a GET of
 * a mail's link shows (rendered on demand by the server once the token
 * checks out): one button that POSTs the token, because link scanners open
 * every link in a mail and must not confirm or unsubscribe anyone. The
 * others are prerendered.
 */
export const NEWSLETTER_PAGES = {
  pressToConfirm: "/newsletter/confirm",
  pressToUnsubscribe: "/newsletter/unsubscribe",
  /** After a sign-up, known address or not: the same page. */
  checkInbox: "/newsletter/check-your-inbox",
  confirmed: "/newsletter/confirmed",
  unsubscribed: "/newsletter/unsubscribed",
  /** A link that is forged, damaged or past its time. */
  invalidLink: "/newsletter/link-expired",
} as const;
