import { Outlet } from "react-router";
import { StaffSessionProvider } from "~/features/staff-inbox/staff-session";
import { StaffShell } from "~/features/staff-inbox/staff-shell";

/** The staff pages (/admin): rendered in the browser only, never prerendered, never indexed. */
export default function AdminLayout() {
  return (
    <StaffSessionProvider>
      <StaffShell>
        <Outlet />
      </StaffShell>
    </StaffSessionProvider>
  );
}
