// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DataRightsRequestDetail, DataRightsRequestRow } from "../../../contract/data-rights/data-rights-requests.ts";
import { StaffSessionProvider } from "~/features/staff-inbox/staff-session";
import { DataRightsRequestPage } from "./data-rights-request-page";
import { DataRightsRequestsPage } from "./data-rights-requests-page";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const NOW = () => new Date("2026-11-26T10:00:00Z");

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const open: DataRightsRequestRow = {
  reference: "DRQ-2026-ABCDEF",
  kind: "erasure",
  state: "open",
  email: "asha@example.in",
  receivedAt: "2026-10-20T10:00:00Z",
  dueAt: "2026-11-19T10:00:00Z",
  closedAt: null,
};
const done: DataRightsRequestRow = { ...open, reference: "DRQ-2026-GHJKMN", kind: "access", state: "done", closedAt: "2026-11-01T10:00:00Z" };

/** The page inside the staff session: the session call is answered apart, the page's own calls in turn. */
function renderStaff(path: string, element: React.ReactNode, answers: Response[]) {
  const queue = [...answers];
  const fetchMock = vi.spyOn(globalThis, "fetch").mockImplementation(async (url) =>
    String(url).endsWith("/admin/session") ? json(200, { email: "staff@ankur.example.in", expiresAt: "2026-11-26T18:00:00Z" }) : (queue.shift() ?? json(500, {})),
  );
  const Stub = createRoutesStub([{ path, Component: () => <StaffSessionProvider>{element}</StaffSessionProvider> }]);
  render(<Stub initialEntries={[path]} />);
  return fetchMock;
}

describe("the data-rights requests page", () => {
  it("lists the requests with their kind, address, due date (overdue said plainly) and state, each linked to its page", async () => {
    renderStaff("/admin/data-rights", <DataRightsRequestsPage now={NOW} />, [json(200, { requests: [open, done] })]);
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row");
    expect(rows[1]?.textContent).toContain("Erasure");
    expect(rows[1]?.textContent).toContain("asha@example.in");
    expect(rows[1]?.textContent).toContain("7 days overdue");
    expect(rows[2]?.textContent).toContain("Done");
    expect(within(table).getByRole("link", { name: "DRQ-2026-ABCDEF" }).getAttribute("href")).toBe("/admin/data-rights/DRQ-2026-ABCDEF");
  });
});

describe("a data-rights request's page", () => {
  const detail: DataRightsRequestDetail = {
    ...open,
    reason: null,
    leadReferences: ["CON-2026-AAAAAA", "INC-2026-BBBBBB"],
    trail: [{ at: "2026-10-20T10:00:00Z", action: "rights-request", by: null, details: { kind: "erasure", state: "open" } }],
  };

  it("shows the trail and erases only after a second press, then shows the request done", async () => {
    const closed: DataRightsRequestDetail = {
      ...detail,
      state: "done",
      closedAt: "2026-11-26T10:00:00Z",
      leadReferences: [],
      trail: [...detail.trail, { at: "2026-11-26T10:00:00Z", action: "rights-request-done", by: "staff@ankur.example.in", details: { kind: "erasure", erasedLeads: 2 } }],
    };
    const fetchMock = renderStaff("/admin/data-rights/DRQ-2026-ABCDEF", <DataRightsRequestPage reference="DRQ-2026-ABCDEF" now={NOW} />, [json(200, detail), json(200, closed)]);
    const trail = await screen.findByRole("heading", { name: "Audit trail" });
    expect(trail.parentElement?.textContent).toContain("Request received");
    expect(trail.parentElement?.textContent).toContain("by the person");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Carry out the erasure…" }));
    const confirm = screen.getByRole("button", { name: "Erase 2 lead(s) permanently" });
    expect(document.activeElement).toBe(confirm);
    await user.click(confirm);
    expect(await screen.findByText("Erased; the person is being told.")).toBeTruthy();
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect(String(url)).toBe("/api/admin/data-rights/DRQ-2026-ABCDEF/erase");
    expect(init?.method).toBe("POST");
    expect(screen.getByRole("heading", { name: "Audit trail" }).parentElement?.textContent).toContain("Carried out");
    expect(screen.queryByRole("button", { name: /erase/i })).toBeNull();
  });

  it("declines with the reason typed, which is sent as it is", async () => {
    const fetchMock = renderStaff("/admin/data-rights/DRQ-2026-ABCDEF", <DataRightsRequestPage reference="DRQ-2026-ABCDEF" now={NOW} />, [
      json(200, detail),
      json(200, { ...detail, state: "declined", reason: "We must keep invoices." }),
    ]);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Or decline it/), "We must keep invoices.");
    await user.click(screen.getByRole("button", { name: "Decline the request" }));
    expect(await screen.findByText("Declined; the person is being sent your reason.")).toBeTruthy();
    const [, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ reason: "We must keep invoices." });
  });
});
