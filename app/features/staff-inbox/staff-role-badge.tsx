import { STAFF_ROLE_LABELS, type StaffRole, isStaffRole } from "../../../contract/staff-inbox/staff-roles.ts";

/** The signed-in person's role beside their address in the shell (nothing when the server gave none). */
export function StaffRoleBadge({ role }: { role: StaffRole | undefined }) {
  if (!isStaffRole(role)) return null;
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${role === "admin" ? "bg-brand-50 text-brand-900" : "bg-slate-100 text-slate-800"}`}>
      <span className="sr-only">Role: </span>
      {STAFF_ROLE_LABELS[role]}
    </span>
  );
}
