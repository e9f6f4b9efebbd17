import { API_BASE_PATH } from "../site-paths.ts";

/** The public page where anyone asks for the signed link to their data (issue 24 §2). */
export const YOUR_DATA_PATH = "/legal/your-data";

/** The page a browser's plain post of the link request lands on (the same for every address). */
export const YOUR_DATA_LINK_SENT_PATH = "/legal/your-data/link-sent";

/** The page that shows the link-request form again with its message, when a plain post was refused (rendered on demand). */
export const YOUR_DATA_FORM_PAGE_PATH = "/legal/your-data/form";

/** The query or form field that carries a data-rights link's token. */
export const DATA_RIGHTS_TOKEN_PARAM = "token";

/** The link request's path below the API base, as the page's island calls it (its client adds the base). */
export const DATA_RIGHTS_LINK_API_PATH = "/data-rights/link";

/** The public data-rights API (full paths, under /api). */
export const DATA_RIGHTS_API = {
  /** POST an e-mail address: the signed link goes to it if we hold anything. */
  requestLink: `${API_BASE_PATH}${DATA_RIGHTS_LINK_API_PATH}`,
  /** GET with the token: the page of what we hold and the person's choices. */
  yourData: "/api/data-rights/your-data",
  /** GET with the token: everything we hold, as a JSON file. */
  download: "/api/data-rights/your-data.json",
  /** POST: a correction request for one field of one lead. */
  correction: "/api/data-rights/correction",
  /** POST: consent withdrawn, at once. */
  withdrawal: "/api/data-rights/withdrawal",
  /** POST: an erasure request for the staff to carry out. */
  erasure: "/api/data-rights/erasure",
} as const;

/** The staff pages of the rights requests, under /admin. */
export const ADMIN_DATA_RIGHTS_PATH = "/admin/data-rights";

export function adminDataRightsRequestPath(reference: string): string {
  return `${ADMIN_DATA_RIGHTS_PATH}/${encodeURIComponent(reference)}`;
}

/** The staff API of the rights requests, below the API base (/api), as ADMIN_API in inbox-paths.ts. */
export const ADMIN_DATA_RIGHTS_API = {
  requests: "/admin/data-rights",
  request: (reference: string) => `/admin/data-rights/${encodeURIComponent(reference)}`,
  /** POST: an erasure request carried out (every lead of the address erased) and marked done. */
  erase: (reference: string) => `/admin/data-rights/${encodeURIComponent(reference)}/erase`,
  /** POST: a correction written into the lead and marked done. */
  apply: (reference: string) => `/admin/data-rights/${encodeURIComponent(reference)}/apply`,
  /** POST { reason }: a request declined, with the reason the person is told. */
  decline: (reference: string) => `/admin/data-rights/${encodeURIComponent(reference)}/decline`,
} as const;
