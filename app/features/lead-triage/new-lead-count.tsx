import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { ADMIN_PATH } from "../../../contract/staff-inbox/inbox-paths.ts";
import { fetchNewLeadCount } from "./triage-api";

/** Sent (on window) when a lead's status changed on this page, so the header counts again at once. */
export const LEADS_CHANGED_EVENT = "ankur:leads-changed";

/** How often the header counts again while the tab is shown. */
const REFRESH_MS = 60_000;

/**
 * The header's count of leads still new, linking to the inbox filtered to
 * them. Counted on every page change, when a status is saved, when the tab is
 * shown again, and every minute while it is shown. Nothing is shown until the
 * first count arrives, and a failed count keeps the last one (the pages say
 * what failed).
 */
export function NewLeadCount() {
  const location = useLocation();
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    let current = true;
    const refresh = () => {
      if (document.visibilityState === "hidden") return;
      fetchNewLeadCount().then(
        (counted) => current && setCount(counted),
        () => undefined,
      );
    };
    refresh();
    const timer = window.setInterval(refresh, REFRESH_MS);
    document.addEventListener("visibilitychange", refresh);
    window.addEventListener(LEADS_CHANGED_EVENT, refresh);
    return () => {
      current = false;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", refresh);
      window.removeEventListener(LEADS_CHANGED_EVENT, refresh);
    };
    // Counted again on each page change: the reason for these two.
    // oxlint-disable-next-line react/exhaustive-effect-dependencies
  }, [location.pathname, location.search]);

  if (count === null) return null;
  return (
    <Link to={`${ADMIN_PATH}?status=new`} className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
      <span className={`min-w-6 rounded-full px-2 py-0.5 text-center tabular-nums ${count > 0 ? "bg-brand-700 text-white" : "bg-slate-200 text-slate-800"}`}>{count}</span>{" "}
      {count === 1 ? "new lead" : "new leads"}
    </Link>
  );
}
