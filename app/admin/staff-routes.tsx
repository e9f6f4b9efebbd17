import { type ReactNode, useEffect } from "react";
import { Outlet, type RouteObject, useParams } from "react-router";
import { ADMIN_PATH, ADMIN_SIGN_IN_PATH } from "../../contract/staff-inbox/inbox-paths.ts";
import { InboxPage } from "~/features/staff-inbox/inbox-page";
import { LeadDetailPage } from "~/features/staff-inbox/lead-detail-page";
import { SignInForm } from "~/features/staff-inbox/sign-in-form";
import { staffTitle } from "~/features/staff-inbox/staff-meta";
import { RequireStaff, StaffSessionProvider } from "~/features/staff-inbox/staff-session";
import { StaffShell } from "~/features/staff-inbox/staff-shell";
import { BreachWindowPage } from "~/features/breach-window/breach-window-page";
import { BREACH_PAGE_PATH } from "../../contract/staff-inbox/breach-affected.ts";
import { ADMIN_DATA_RIGHTS_PATH } from "../../contract/data-rights/data-rights-paths.ts";
import { DataRightsRequestPage } from "~/features/data-rights-requests/data-rights-request-page";
import { DataRightsRequestsPage } from "~/features/data-rights-requests/data-rights-requests-page";
import { TeamPage } from "~/features/staff-team/team-page";
import { TEAM_PAGE_PATH } from "../../contract/staff-inbox/staff-roles.ts";
import { PipelineDashboardPage } from "~/features/pipeline-dashboard/pipeline-dashboard-page";
import { DASHBOARD_PATH } from "../../contract/staff-inbox/pipeline-dashboard.ts";
import { PersonPage } from "~/features/lead-person/person-page";

/** The staff pages: the inbox, the sign-in page and a lead, inside the staff session and shell. */
export const staffRoutes: RouteObject[] = [
  {
    element: (
      <StaffSessionProvider>
        <StaffShell>
          <Outlet />
        </StaffShell>
      </StaffSessionProvider>
    ),
    children: [
      { path: ADMIN_PATH, element: <StaffPage title="Leads inbox" page={<RequireStaff><InboxPage /></RequireStaff>} /> },
      { path: ADMIN_SIGN_IN_PATH, element: <StaffPage title="Staff sign-in" page={<SignInForm />} /> },
      { path: `${ADMIN_PATH}/leads/:reference`, element: <StaffPage title="Lead" page={<RequireStaff><StaffLead /></RequireStaff>} /> },
      { path: `${ADMIN_PATH}/leads/:reference/person`, element: <StaffPage title="Person" page={<RequireStaff><StaffPerson /></RequireStaff>} /> },
      { path: BREACH_PAGE_PATH, element: <StaffPage title="People affected by a breach" page={<RequireStaff><BreachWindowPage /></RequireStaff>} /> },
      { path: ADMIN_DATA_RIGHTS_PATH, element: <StaffPage title="Data-rights requests" page={<RequireStaff><DataRightsRequestsPage /></RequireStaff>} /> },
      { path: TEAM_PAGE_PATH, element: <StaffPage title="Team and roles" page={<RequireStaff><TeamPage /></RequireStaff>} /> },
      { path: DASHBOARD_PATH, element: <StaffPage title="Pipeline" page={<RequireStaff><PipelineDashboardPage /></RequireStaff>} /> },
      { path: `${ADMIN_DATA_RIGHTS_PATH}/:reference`, element: <StaffPage title="Data-rights request" page={<RequireStaff><StaffDataRightsRequest /></RequireStaff>} /> },
    ],
  },
];

function StaffLead() {
  const { reference = "" } = useParams();
  return <LeadDetailPage key={reference} reference={reference} />;
}

function StaffPerson() {
  const { reference = "" } = useParams();
  return <PersonPage key={reference} reference={reference} />;
}

function StaffDataRightsRequest() {
  const { reference = "" } = useParams();
  return <DataRightsRequestPage key={reference} reference={reference} />;
}

/** A staff page under its own title (the document's <title> replaced, not joined by a second one, which the browser would ignore). */
function StaffPage({ title, page }: { title: string; page: ReactNode }) {
  useEffect(() => {
    document.title = staffTitle(title);
  }, [title]);
  return page;
}
