import { useParams } from "react-router";
import { LeadDetailPage } from "~/features/staff-inbox/lead-detail-page";
import { staffMeta } from "~/features/staff-inbox/staff-meta";
import { RequireStaff } from "~/features/staff-inbox/staff-session";

export const meta = () => staffMeta("Lead");

export default function StaffLeadPage() {
  const { reference = "" } = useParams();
  return (
    <RequireStaff>
      <LeadDetailPage key={reference} reference={reference} />
    </RequireStaff>
  );
}
