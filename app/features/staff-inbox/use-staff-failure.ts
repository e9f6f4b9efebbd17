import { useCallback } from "react";
import { adminErrorText, isSignedOut } from "./admin-api";
import { SESSION_ENDED_NOTICE, useStaffSession } from "./staff-session";

/** A failed call's text to show; a lapsed session goes to the sign-in page instead (undefined). */
export function useStaffFailure(): (error: unknown) => string | undefined {
  const { signedOut } = useStaffSession();
  return useCallback(
    (error: unknown) => {
      if (isSignedOut(error)) {
        signedOut(SESSION_ENDED_NOTICE);
        return undefined;
      }
      return adminErrorText(error);
    },
    [signedOut],
  );
}
