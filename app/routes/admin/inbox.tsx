import { InboxPage } from "~/features/staff-inbox/inbox-page";
import { staffMeta } from "~/features/staff-inbox/staff-meta";
import { RequireStaff } from "~/features/staff-inbox/staff-session";

export const meta = () => staffMeta("Leads inbox");

export default function StaffInboxPage() {
  return (
    <RequireStaff>
      <InboxPage />
    </RequireStaff>
  );
}
