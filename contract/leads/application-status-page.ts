// The application-status page's plain facts, without the lookup's schema
// (./application-status.ts, which re-exports them): pages import these
// without loading zod.

/** The page where an applicant looks up their application. */
export const APPLICATION_STATUS_PAGE = "/contact-get-involved/application-status";
/** The query parameter that prefills the Application ID (links in the success message and the e-mail). */
export const APPLICATION_ID_PARAM = "applicationId";

/** The page's link for one application: /contact-get-involved/application-status?applicationId=INC-2026-7KQ3M9 */
export function applicationStatusPath(applicationId: string): string {
  return `${APPLICATION_STATUS_PAGE}?${APPLICATION_ID_PARAM}=${encodeURIComponent(applicationId)}`;
}

/** What an applicant is told; nothing else of the application leaves the server. */
export const VISITOR_STATUSES = ["received", "under-review", "shortlisted", "closed"] as const;
export type VisitorStatus = (typeof VISITOR_STATUSES)[number];

/** The statuses staff give a lead in the inbox. */
export type StaffStatus = "new" | "contacted" | "qualified" | "closed";

const FOR_VISITORS: Readonly<Record<StaffStatus, VisitorStatus>> = {
  new: "received",
  contacted: "under-review",
  qualified: "shortlisted",
  closed: "closed",
};

/** Staff wording to visitor wording; a status added later reads as "under review" until it is mapped. */
export function visitorStatus(staffStatus: string): VisitorStatus {
  return Object.hasOwn(FOR_VISITORS, staffStatus) ? FOR_VISITORS[staffStatus as StaffStatus] : "under-review";
}

export const VISITOR_STATUS_LABELS: Readonly<Record<VisitorStatus, string>> = {
  received: "Received",
  "under-review": "Under review",
  shortlisted: "Shortlisted",
  closed: "Closed",
};

/** An application found by a lookup: its ID as stored, and its status in the applicant's words. */
export type FoundApplication = { applicationId: string; status: VisitorStatus };

/** Whether a value is a FoundApplication (the rendered page's locals are untyped to Astro). */
export function isFoundApplication(value: unknown): value is FoundApplication {
  if (typeof value !== "object" || value === null) return false;
  const { applicationId, status } = value as Record<string, unknown>;
  return typeof applicationId === "string" && (VISITOR_STATUSES as readonly unknown[]).includes(status);
}
