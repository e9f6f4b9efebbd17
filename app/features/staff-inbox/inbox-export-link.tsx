import { type InboxQuery, hasFilters } from "../../../contract/staff-inbox/inbox-query.ts";
import { Icon } from "~/components/icon";
import { exportCsvUrl } from "./admin-api";
import { useStaffRole } from "./staff-session";

/** The CSV export of what the inbox shows; admins only (decision 0019), so staff see nothing here and the server refuses them anyway. */
export function InboxExportLink({ query }: { query: InboxQuery }) {
  if (useStaffRole() !== "admin") return null;
  return (
    <a href={exportCsvUrl(query)} download className="btn btn-secondary">
      <Icon name="download" className="size-4" />
      Export {hasFilters(query) ? "these leads" : "all leads"} as CSV
    </a>
  );
}
