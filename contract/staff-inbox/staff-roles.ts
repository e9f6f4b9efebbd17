/**
 * Staff roles (issue 25, decision 0019). An `admin` can do everything; a
 * `staff` member works the leads but cannot erase, export, list the people a
 * breach touched, or manage accounts. The server enforces it; the pages only
 * leave out what would be refused.
 */

export const STAFF_ROLES = ["admin", "staff"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

/** How the pages name a role. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { admin: "Admin", staff: "Staff" };

/** What a role may do, in one line, for the team page. */
export const STAFF_ROLE_POWERS: Record<StaffRole, string> = {
  admin: "Works leads, erases leads, exports CSV, lists people affected by a breach, manages the team",
  staff: "Works leads: reads, notes, statuses, replies",
};

/** The team page under /admin and its API (below the API base, /api). */
export const TEAM_PAGE_PATH = "/admin/team";

export const TEAM_API = {
  /** GET: every staff account with its role (admins only). */
  members: "/admin/team",
  /** PUT { role }: changes an account's role (admins only); the last admin stays one. */
  memberRole: (id: number | string) => `/admin/team/${encodeURIComponent(String(id))}/role`,
} as const;

/** One staff account on the team page. */
export type TeamMember = { id: number; email: string; role: StaffRole; createdAt: string };

/** GET /api/admin/team and a role change: everyone, admins first, then by e-mail address. */
export type TeamAnswer = { members: TeamMember[] };
