import { API_BASE_PATH } from "../site-paths.ts";

export type LeadKind = "contact" | "incubation" | "partnership";

export const LEAD_KINDS = ["contact", "incubation", "partnership"] as const satisfies readonly LeadKind[];

/**
 * The submit endpoints below the API base path. They keep the previous site's
 * `.php` names so existing links and integrations keep working; the
 * partnership path, which the spec leaves open, follows the same shape.
 */
export const LEAD_API_PATHS: Readonly<Record<LeadKind, string>> = {
  contact: "/contact/submit.php",
  incubation: "/incubation/submit.php",
  partnership: "/partnership/submit.php",
};

/** The server's full route of a submit endpoint: /api/contact/submit.php, ... */
export function leadRoute(kind: LeadKind): string {
  return `${API_BASE_PATH}${LEAD_API_PATHS[kind]}`;
}
