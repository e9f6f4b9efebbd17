// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ADMIN_TEXT, type StaffSessionAnswer } from "../../../contract/staff-inbox/inbox-answers.ts";
import type { TeamAnswer } from "../../../contract/staff-inbox/staff-roles.ts";
import { InboxExportLink } from "../staff-inbox/inbox-export-link";
import { LeadErasure } from "../staff-inbox/lead-erasure";
import { StaffSessionProvider } from "../staff-inbox/staff-session";
import { StaffShell } from "../staff-inbox/staff-shell";
import { TeamPage } from "./team-page";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ADMIN: StaffSessionAnswer = { email: "meera@ankur.example.in", expiresAt: "2026-03-14T17:00:00.000Z", role: "admin" };
const STAFF: StaffSessionAnswer = { email: "arjun@ankur.example.in", expiresAt: "2026-03-14T17:00:00.000Z", role: "staff" };
const TEAM: TeamAnswer = {
  members: [
    { id: 1, email: ADMIN.email, role: "admin", createdAt: "2026-03-01T04:30:00.000Z" },
    { id: 2, email: STAFF.email, role: "staff", createdAt: "2026-03-02T04:30:00.000Z" },
  ],
};

/** The session answers `session`; the team API answers `team` (or what `onPut` gives for a role change). */
function serve(session: StaffSessionAnswer, onPut: (body: unknown) => Response = () => json(200, TEAM)) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith("/admin/session")) return json(200, session);
    if (url.includes("/admin/team") && init?.method === "PUT") return onPut(JSON.parse(String(init.body)));
    if (url.endsWith("/admin/team")) return json(200, TEAM);
    return json(404, { message: "Not found" });
  });
}

function renderInShell(page: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/admin/team", Component: () => <StaffSessionProvider><StaffShell>{page}</StaffShell></StaffSessionProvider> }]);
  render(<Stub initialEntries={["/admin/team"]} />);
}

describe("roles in the staff shell", () => {
  it("shows an admin's role, the team page and the breach list", async () => {
    serve(ADMIN);
    renderInShell(<InboxExportLink query={{}} />);
    expect(await screen.findByText("Admin")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Team" }).getAttribute("href")).toBe("/admin/team");
    expect(screen.getByRole("link", { name: "Breach: people affected" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Export all leads as CSV" }).getAttribute("href")).toBe("/api/admin/leads/export.csv");
  });

  it("shows a staff member's role and leaves out the team page, the breach list and the export", async () => {
    serve(STAFF);
    renderInShell(<InboxExportLink query={{}} />);
    expect(await screen.findByText("Staff")).toBeTruthy();
    expect(screen.getByRole("banner").textContent).toContain("Role: Staff");
    expect(screen.queryByRole("link", { name: "Team" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Breach: people affected" })).toBeNull();
    expect(screen.queryByRole("link", { name: /Export/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Data-rights requests" })).toBeTruthy();
  });

  it("offers erasure to an admin only", async () => {
    serve(STAFF);
    renderInShell(<LeadErasure reference="CON-2026-7KQ3M9" onFailure={() => undefined} />);
    await screen.findByText("Staff");
    expect(screen.queryByRole("button", { name: "Erase lead…" })).toBeNull();
    cleanup();
    serve(ADMIN);
    renderInShell(<LeadErasure reference="CON-2026-7KQ3M9" onFailure={() => undefined} />);
    expect(await screen.findByRole("button", { name: "Erase lead…" })).toBeTruthy();
  });
});

describe("TeamPage", () => {
  it("lists the accounts with their roles and changes one", async () => {
    const promoted: TeamAnswer = { members: TEAM.members.map((member) => ({ ...member, role: "admin" })) };
    const fetchSpy = serve(ADMIN, () => json(200, promoted));
    renderInShell(<TeamPage />);
    const list = await screen.findByRole("list", { name: "Staff accounts" });
    const [first, second] = within(list).getAllByRole("listitem");
    expect(first?.textContent).toContain(`${ADMIN.email} (you)`);
    expect(first?.textContent).toContain("Admin · account made 1 Mar 2026, 10:00 IST");
    expect(second?.textContent).toContain("Staff · account made");
    const user = userEvent.setup();
    const change = screen.getByRole("button", { name: `Change role of ${STAFF.email}` });
    expect(change).toHaveProperty("disabled", true);
    await user.selectOptions(screen.getByLabelText(`Role of ${STAFF.email}`), "admin");
    await user.click(change);
    expect(await screen.findByText(`${STAFF.email} is now Admin.`)).toBeTruthy();
    const put = fetchSpy.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(String(put?.[0])).toBe("/api/admin/team/2/role");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ role: "admin" });
    expect(screen.getByLabelText(`Role of ${STAFF.email}`)).toHaveProperty("value", "admin");
  });

  it("says why the last admin cannot step down, and moves focus to it", async () => {
    serve(ADMIN, () => json(409, { message: ADMIN_TEXT.lastAdmin }));
    renderInShell(<TeamPage />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(`Role of ${ADMIN.email}`), "staff");
    await user.click(screen.getByRole("button", { name: `Change role of ${ADMIN.email}` }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(ADMIN_TEXT.lastAdmin);
    expect(document.activeElement).toBe(alert);
    expect(screen.getByRole("banner").textContent).toContain("Role: Admin");
  });

  it("follows an admin who steps down: the shell and the page change at once", async () => {
    serve(ADMIN, () => json(200, { members: TEAM.members.map((member) => ({ ...member, role: member.id === 1 ? "staff" : "admin" })) }));
    renderInShell(<TeamPage />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(`Role of ${ADMIN.email}`), "staff");
    await user.click(screen.getByRole("button", { name: `Change role of ${ADMIN.email}` }));
    expect(await screen.findByText(ADMIN_TEXT.adminOnly)).toBeTruthy();
    expect(screen.getByRole("banner").textContent).toContain("Role: Staff");
    expect(screen.queryByRole("link", { name: "Team" })).toBeNull();
  });

  it("tells a staff member the page is for admins, without asking the server for the team", async () => {
    const fetchSpy = serve(STAFF);
    renderInShell(<TeamPage />);
    expect(await screen.findByText(ADMIN_TEXT.adminOnly)).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Staff accounts" })).toBeNull();
    expect(fetchSpy.mock.calls.some(([url]) => String(url).endsWith("/admin/team"))).toBe(false);
  });
});
