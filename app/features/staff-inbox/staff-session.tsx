import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { Navigate, useLocation } from "react-router";
import type { StaffSessionAnswer } from "../../../contract/staff-inbox/inbox-answers.ts";
import type { StaffRole } from "../../../contract/staff-inbox/staff-roles.ts";
import { ADMIN_SIGN_IN_PATH } from "../../../contract/staff-inbox/inbox-paths.ts";
import { adminErrorText, fetchSession } from "./admin-api";
import { signInPathFor } from "./safe-next";

export type StaffSessionState =
  | { status: "checking" }
  | { status: "signed-in"; staff: StaffSessionAnswer }
  /** `forget`: signed out on purpose, so the sign-in page should not lead back to the page. */
  | { status: "signed-out"; notice?: string; forget?: boolean }
  | { status: "unreachable"; message: string };

type StaffSessionContextValue = {
  session: StaffSessionState;
  signedIn: (staff: StaffSessionAnswer) => void;
  /** The session ended (signed out, expired, or refused by the server); `notice` is shown on the sign-in page. */
  signedOut: (notice?: string, options?: { forget?: boolean }) => void;
};

const StaffSessionContext = createContext<StaffSessionContextValue | null>(null);

export const SESSION_ENDED_NOTICE = "Your session has ended. Please sign in again.";
export const SIGNED_OUT_NOTICE = "You have signed out.";

/** Asks the server once whether a staff member is signed in, and keeps the answer for every staff page. */
export function StaffSessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<StaffSessionState>({ status: "checking" });
  useEffect(() => {
    let current = true;
    fetchSession().then(
      (staff) => current && setSession(staff ? { status: "signed-in", staff } : { status: "signed-out" }),
      (error: unknown) => current && setSession({ status: "unreachable", message: adminErrorText(error) }),
    );
    return () => {
      current = false;
    };
  }, []);
  const signedIn = useCallback((staff: StaffSessionAnswer) => setSession({ status: "signed-in", staff }), []);
  const signedOut = useCallback(
    (notice?: string, options: { forget?: boolean } = {}) =>
      setSession({ status: "signed-out", ...(notice ? { notice } : {}), ...(options.forget ? { forget: true } : {}) }),
    [],
  );
  const value = useMemo(() => ({ session, signedIn, signedOut }), [session, signedIn, signedOut]);
  return <StaffSessionContext.Provider value={value}>{children}</StaffSessionContext.Provider>;
}

export function useStaffSession(): StaffSessionContextValue {
  const value = useContext(StaffSessionContext);
  if (!value) throw new Error("useStaffSession outside StaffSessionProvider");
  return value;
}

/** Shows its children to a signed-in staff member; sends anyone else to the sign-in page. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { session } = useStaffSession();
  const location = useLocation();
  if (session.status === "checking") return <output className="block">Checking your sign-in…</output>;
  if (session.status === "unreachable") {
    return (
      <p role="alert" className="rounded-xl border border-rose-200 bg-rose-50 p-4 text-rose-900">
        {session.message}
      </p>
    );
  }
  if (session.status === "signed-out") return <Navigate to={session.forget ? ADMIN_SIGN_IN_PATH : signInPathFor(location)} replace />;
  return <>{children}</>;
}

/** The signed-in person's role; null while the session is checked or when nobody is signed in. */
export function useStaffRole(): StaffRole | null {
  const { session } = useStaffSession();
  return session.status === "signed-in" ? (session.staff.role ?? null) : null;
}

/**
 * Shows its children to a signed-in admin only: staff do not see what the
 * server would refuse them (decision 0019). The server checks again.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  return useStaffRole() === "admin" ? <>{children}</> : null;
}
