import { type ReactNode, useEffect } from "react";
import type { MetaDescriptor, RouteObject } from "react-router";
import { ADMIN_PATH, ADMIN_SIGN_IN_PATH } from "../../contract/staff-inbox/inbox-paths.ts";
import AdminLayout from "~/routes/admin/admin-layout";
import StaffInboxPage, { meta as inboxMeta } from "~/routes/admin/inbox";
import StaffLeadPage, { meta as leadMeta } from "~/routes/admin/lead-detail";
import StaffSignInPage, { meta as signInMeta } from "~/routes/admin/sign-in";

/**
 * The staff pages (the same route modules as the React Router build's
 * routes.ts): the inbox, the sign-in page and a lead. Each page's title comes
 * from its module's meta.
 */
export const staffRoutes: RouteObject[] = [
  {
    Component: AdminLayout,
    children: [
      { path: ADMIN_PATH, element: <StaffPage meta={inboxMeta()} page={<StaffInboxPage />} /> },
      { path: ADMIN_SIGN_IN_PATH, element: <StaffPage meta={signInMeta()} page={<StaffSignInPage />} /> },
      { path: `${ADMIN_PATH}/leads/:reference`, element: <StaffPage meta={leadMeta()} page={<StaffLeadPage />} /> },
    ],
  },
];

function StaffPage({ meta, page }: { meta: MetaDescriptor[]; page: ReactNode }) {
  const title = meta.flatMap((descriptor) => ("title" in descriptor ? [String(descriptor.title)] : []))[0];
  // The document's own <title> is replaced, not joined by a second one (which the browser would ignore).
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return page;
}
