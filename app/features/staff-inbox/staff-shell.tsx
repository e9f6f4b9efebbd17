import { type ReactNode, useState } from "react";
import { ADMIN_PATH } from "../../../contract/staff-inbox/inbox-paths.ts";
import { BREACH_PAGE_PATH } from "../../../contract/staff-inbox/breach-affected.ts";
import { ADMIN_DATA_RIGHTS_PATH } from "../../../contract/data-rights/data-rights-paths.ts";
import { Icon } from "~/components/icon";
import { Link } from "react-router";
import { adminErrorText, isSignedOut, signOut } from "./admin-api";
import { AdminOnly, SIGNED_OUT_NOTICE, useStaffSession } from "./staff-session";
import { StaffRoleBadge } from "./staff-role-badge";
import { TEAM_PAGE_PATH } from "../../../contract/staff-inbox/staff-roles.ts";
import { DASHBOARD_PATH } from "../../../contract/staff-inbox/pipeline-dashboard.ts";
import { NewLeadCount } from "../lead-triage/new-lead-count";

/** The staff pages' frame: the inbox's name, who is signed in, Sign out, and the page. */
export function StaffShell({ children }: { children: ReactNode }) {
  const { session, signedOut } = useStaffSession();
  const [signingOut, setSigningOut] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const onSignOut = async () => {
    setSigningOut(true);
    setProblem(null);
    try {
      await signOut();
    } catch (error) {
      // A session that had already ended is as good as signed out.
      if (!isSignedOut(error)) {
        setProblem(adminErrorText(error));
        setSigningOut(false);
        return;
      }
    }
    setSigningOut(false);
    // The page's guard then goes to the sign-in page (without a way back in).
    signedOut(SIGNED_OUT_NOTICE, { forget: true });
  };

  return (
    <div className="min-h-screen bg-slate-50">
      <a href="#staff-main" className="skip-link">
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link to={ADMIN_PATH} className="flex items-center gap-2 font-bold text-brand-900">
            <Icon name="lock" className="size-5 text-brand-700" />
            Ankur <span className="font-semibold text-slate-600">Staff inbox</span>
          </Link>
          {session.status === "signed-in" && (
            <div className="flex min-w-0 flex-wrap items-center gap-3">
              <NewLeadCount />
              <Link to={DASHBOARD_PATH} className="text-sm font-semibold text-brand-700 hover:underline">
                Pipeline
              </Link>
              <AdminOnly>
                <Link to={BREACH_PAGE_PATH} className="text-sm font-semibold text-brand-700 hover:underline">
                  Breach: people affected
                </Link>
              </AdminOnly>
              <Link to={ADMIN_DATA_RIGHTS_PATH} className="text-sm font-semibold text-brand-700 hover:underline">
                Data-rights requests
              </Link>
              <AdminOnly>
                <Link to={TEAM_PAGE_PATH} className="text-sm font-semibold text-brand-700 hover:underline">
                  Team
                </Link>
              </AdminOnly>
              <span className="flex min-w-0 items-center gap-1 text-sm break-all text-slate-700">
                <Icon name="user" className="size-4" />
                <span className="sr-only">Signed in as </span>
                {session.staff.email}
              </span>
              <StaffRoleBadge role={session.staff.role} />
              <button type="button" onClick={onSignOut} disabled={signingOut} className="btn btn-secondary px-3 py-1.5">
                {signingOut ? "Signing out…" : "Sign out"}
              </button>
            </div>
          )}
        </div>
        {problem && (
          <p role="alert" className="mx-auto max-w-6xl px-4 pb-3 text-sm text-rose-800">
            {problem}
          </p>
        )}
      </header>
      <main id="staff-main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 focus:outline-none sm:py-8">
        {children}
      </main>
    </div>
  );
}
