import { API_BASE_PATH } from "../site-paths.ts";

/**
 * Every form whose submissions are stored as leads: the three main forms and
 * the four that the content pages hold (corporate inquiry, investor pitch-deck
 * access, event registration, download request).
 */
export const LEAD_KINDS = [
  "contact",
  "incubation",
  "partnership",
  "corporate-inquiry",
  "investor-access",
  "event-registration",
  "download-request",
] as const;

export type LeadKind = (typeof LEAD_KINDS)[number];

/**
 * Every kind of lead stored and listed in the staff inbox: the forms above,
 * and the newsletter's subscribers, whose sign-up has routes of its own
 * (double opt-in: contract/newsletter, server/api/newsletter).
 */
export const STORED_LEAD_KINDS = [...LEAD_KINDS, "newsletter"] as const;
export type StoredLeadKind = (typeof STORED_LEAD_KINDS)[number];

/**
 * The submit endpoints below the API base path. They keep the previous site's
 * `.php` names so existing links and integrations keep working; the paths the
 * spec leaves open follow the same shape.
 */
export const LEAD_API_PATHS: Readonly<Record<LeadKind, string>> = {
  contact: "/contact/submit.php",
  incubation: "/incubation/submit.php",
  partnership: "/partnership/submit.php",
  "corporate-inquiry": "/corporate-inquiry/submit.php",
  "investor-access": "/investor-access/submit.php",
  "event-registration": "/event-registration/submit.php",
  "download-request": "/download-request/submit.php",
};

/** The server's full route of a submit endpoint: /api/contact/submit.php, ... */
export function leadRoute(kind: LeadKind): string {
  return `${API_BASE_PATH}${LEAD_API_PATHS[kind]}`;
}
